import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { identity, timestampNow, reference } from './columns';

/**
 * A file kept in the storage (server/storage/; DATA_DIR/files by default). The key is generated
 * by the server, never taken from the uploaded name; the original name is only for downloads.
 * The content type is what the bytes are (file-type), never what the browser said.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: identity(),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /**
     * Hex SHA-256 of the bytes: an integrity check and the strong ETag of what is served. Null
     * only for the moments after a resumable (tus) upload commits and before the background pass
     * of server/storage/file-hashes.ts has read it back: hashing 1 GiB while its last chunk
     * waits would slow every video upload by a third.
     */
    sha256: text(),
    uploadedById: reference(() => users.id, 'set null'),
    createdAt: timestampNow(),
  },
  (t) => [index().on(t.uploadedById)],
);

/**
 * An uploaded picture: its original (served to admins only) and the two WebP variants the
 * public site shows under stable URLs. The id is random so that variant URLs cannot be counted.
 */
export const mediaImages = pgTable('media_images', {
  id: uuid().primaryKey().defaultRandom(),
  originalFileId: reference(() => storedFiles.id, 'restrict').notNull(),
  displayFileId: reference(() => storedFiles.id, 'restrict').notNull(),
  thumbnailFileId: reference(() => storedFiles.id, 'restrict').notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  createdAt: timestampNow(),
});

/** A video whose tus upload completed and whose bytes are a video container. The id is the tus upload id. */
export const mediaVideos = pgTable('media_videos', {
  id: text().primaryKey(),
  fileId: reference(() => storedFiles.id, 'restrict').notNull(),
  createdAt: timestampNow(),
});

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
export type MediaImage = typeof mediaImages.$inferSelect;
export type MediaVideo = typeof mediaVideos.$inferSelect;
