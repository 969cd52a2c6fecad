import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ImageBytes, ImageParams, ImageUploadResponse } from '@common/api/media-images';
import { imageVariantUrls } from '@common/api/media-links';
import { badRequest, ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { NAME_WITH_LINE_BREAK } from '../../lib/form-upload';
import { multipartRefusal } from '../../lib/multipart-refusal';
import { insertImageRows, prepareImage, type ImageLimits } from '../../media/store-image';
import { embeddedByOtherSites } from '../../plugins/security-headers';
import { keptFileName } from '../../storage/file-names';
import { sendStoredFile } from '../../storage/serve';
import { commitWithRows } from '../../storage/stored-files';
import { getImageFile, type ImageFileKind } from './image-queries';

const tags = ['media'];
/** A variant's bytes never change under its URL (a new upload gets a new id). */
const VARIANT_CACHE = 'public, max-age=31536000, immutable';
/** What the image upload takes: one file field, a few short fields. */
const IMAGE_PARTS = {
  notMultipart: 'Send the image as multipart/form-data with one file field.',
  tooMany: 'Send one image per request, with no more than a few short fields.',
};
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

/** POST /media/images and the variants it issues. */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits: ImageLimits = { maxBytes: app.config.IMAGE_MAX_BYTES, maxPixels: app.config.IMAGE_MAX_PIXELS };
  // Registered here, so only the image upload parses multipart. One byte over the limit is let
  // through on purpose: the storage's own limit then refuses the file (413) instead of busboy
  // quietly cutting it to a size that would pass.
  await app.register(multipart, {
    limits: { files: 1, fileSize: limits.maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/media/images',
    {
      schema: {
        tags,
        summary: "Upload an image (multipart, one file); answers in the image host's shape",
        description:
          'Accepts JPEG, PNG, WebP, GIF and AVIF, judged by the bytes (never the name or the declared type; a name whose ' +
          'extension contradicts them, an SVG or an image that also holds HTML is a 415); at most ' +
          'IMAGE_MAX_BYTES bytes and IMAGE_MAX_PIXELS pixels. Stores the original (admins only) and two WebP variants ' +
          '(display: at most 1600 px wide; thumbnail: 480 px), EXIF orientation applied and metadata removed. ' +
          '`result.variants` lists the display URL, then the thumbnail URL.',
        consumes: ['multipart/form-data'],
        response: { 200: ImageUploadResponse, ...refusals },
      },
    },
    async (request) => {
      const part = await request.file().catch((error: unknown) => {
        throw multipartRefusal(error, IMAGE_PARTS);
      });
      if (!part) throw badRequest(`No file: send the image as a file field of a multipart form. ${NAME_WITH_LINE_BREAK}`);
      const prepared = await prepareImage(app.storage, part.file, limits, keptFileName(part.filename, 'image'));
      const { originalName } = prepared;
      const image = await commitWithRows(app.db, app.storage, prepared.pendings, (db) =>
        auditedWrite(db, request.user, async (tx, audit) => {
          const row = await insertImageRows(tx, prepared, { originalName, uploadedById: request.user?.id ?? null });
          const { contentType, width, height } = prepared;
          const after = { originalName, contentType, width, height, sizeBytes: prepared.original.size };
          await audit({ entityType: 'image', entityId: row.id, description: `Uploaded image '${originalName}'`, after });
          return row;
        }),
      );
      const urls = imageVariantUrls(image.id);
      return { success: true as const, result: { id: image.id, variants: [urls.display, urls.thumbnail] } };
    },
  );

  const variant = (url: string, kind: ImageFileKind, summary: string) =>
    app.get(
      url,
      {
        // The public site shows these to visitors; the id is random, so an image is reachable only where it is linked.
        config: { public: true, helmet: embeddedByOtherSites },
        schema: { tags, summary, security: [], params: ImageParams, response: { 200: ImageBytes, 404: ErrorResponse } },
      },
      async (request, reply) => {
        const file = await getImageFile(app.db, request.params.id, kind);
        if (!file) throw notFound('Image');
        return sendStoredFile(request, reply, app.storage, file, { cacheControl: VARIANT_CACHE });
      },
    );
  variant(
    '/media/images/:id/display.webp',
    'displayFileId',
    'The display variant (WebP, at most 1600 px wide); public, cached for a year, ETag',
  );
  variant(
    '/media/images/:id/thumbnail.webp',
    'thumbnailFileId',
    'The thumbnail variant (WebP, 480 px wide); public, cached for a year, ETag',
  );

  app.get(
    '/media/images/:id/original',
    {
      schema: {
        tags,
        summary: 'The uploaded original, to admins only, as a download under its original name',
        params: ImageParams,
        response: { 200: ImageBytes, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: { privateFile: true },
    },
    async (request, reply) => {
      const file = await getImageFile(app.db, request.params.id, 'originalFileId');
      if (!file) throw notFound('Image');
      return sendStoredFile(request, reply, app.storage, file, { cacheControl: 'private, no-store', disposition: 'attachment' });
    },
  );
};
