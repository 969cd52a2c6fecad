import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NDA_FILE_MAX_BYTES } from '@common/api/nda-register';
import { PROPERTY_IMPORT_MAX_BYTES } from '@common/api/property-import';
import { uploadOperations, type UploadRule, type UploadRules } from '@common/api/uploads';
import { ErrorResponse } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { IMAGE_KINDS } from '../../media/image-checks';
import { VIDEO_EXTENSIONS, type FileKind } from '../../storage/file-kinds';
import { DATA_ROOM_FILES } from '../data-rooms/file-writes';
import { NDA_FILES } from '../nda-register/files';
import { IMPORT_FILES } from '../properties/import-file';

const acceptOf = (kinds: readonly FileKind[]): UploadRule['accept'] =>
  Object.fromEntries(kinds.map((kind) => [kind.mime, kind.extensions.map((extension) => `.${extension}`)]));

/**
 * What each upload takes and how large, read from the same policies and settings the upload
 * routes judge files by: the dialogs say it and their pickers offer only those files, so an
 * admin learns it before sending a byte rather than after the whole file has gone up.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, VIDEO_MAX_BYTES, DATA_ROOM_FILE_MAX_BYTES } = app.config;
  const rules: UploadRules = {
    image: { accept: acceptOf(IMAGE_KINDS), maxBytes: IMAGE_MAX_BYTES, maxPixels: IMAGE_MAX_PIXELS },
    video: { accept: { 'video/*': VIDEO_EXTENSIONS.map((extension) => `.${extension}`) }, maxBytes: VIDEO_MAX_BYTES },
    dataRoom: { accept: acceptOf(DATA_ROOM_FILES.kinds), maxBytes: DATA_ROOM_FILE_MAX_BYTES },
    nda: { accept: acceptOf(NDA_FILES.kinds), maxBytes: NDA_FILE_MAX_BYTES },
    propertyImport: { accept: acceptOf(IMPORT_FILES.kinds), maxBytes: PROPERTY_IMPORT_MAX_BYTES },
  };
  app.route({ ...routeOf(uploadOperations.getUploadRules, ['uploads'], { 401: ErrorResponse }), handler: async () => rules });
};
