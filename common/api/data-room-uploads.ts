/**
 * Data room files of this size and more go up resumably (tus, ours: the spec's POST
 * /property-data-room stays for smaller ones). 8 MiB: below it a whole file sent again after a
 * dropped connection costs seconds even on a slow office uplink (about 7 s at 10 Mbit/s), so one
 * multipart POST (one request, no upload state kept on the server) is the better deal; above
 * it a lost transfer starts to cost minutes, and the two extra requests tus needs are nothing.
 * It is also the part size of the S3 store behind tus, so a resumable upload is at least one part.
 */
export const DATA_ROOM_RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;

/** The tus endpoint (creation, termination) of large data room files, under the API's base. */
export const DATA_ROOM_TUS_PATH = '/property-data-room/tus';
