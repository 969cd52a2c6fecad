import { Type, type Static } from 'typebox';

/** Widths of the variants (no enlargement: a smaller original keeps its width); the carousel's srcset names them too. */
export const IMAGE_VARIANT_WIDTHS = { display: 1600, thumbnail: 480 } as const;

/**
 * Any text: a malformed id is answered 404 like an unknown one (these URLs are public, and a
 * made-up one is simply not an image of ours), never 400 or 500.
 */
export const ImageParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'The image id (a UUID) from the upload' }) });

/** The image host's answer that the spec's client reads: `result.variants[0]` becomes the media link. */
export const ImageUploadResponse = Type.Object({
  success: Type.Literal(true),
  result: Type.Object({
    id: Type.String({ description: 'The image id (a UUID)' }),
    variants: Type.Array(Type.String(), {
      description: 'The display variant (WebP, at most 1600 px wide), then the thumbnail (WebP, 480 px wide)',
      minItems: 2,
      maxItems: 2,
    }),
  }),
});
export type ImageUploadResponse = Static<typeof ImageUploadResponse>;

/** A binary answer (the picture itself), for the OpenAPI document. */
export const ImageBytes = Type.String({ description: 'The image bytes' });
