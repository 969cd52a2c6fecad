/**
 * Where our media endpoints serve what they stored (they replace the spec's third-party hosts):
 * an image's variants and a video's preview, under the id each was stored as. Every other
 * spelling of these links — the schemas' patterns, the consistency check's SQL, the search for
 * a file still in use, the carousel's thumbnail — is built from these.
 */
export const MEDIA_LINK_PREFIX = { images: '/api/media/images/', videos: '/api/media/videos/' } as const;
export type MediaKind = keyof typeof MEDIA_LINK_PREFIX;

/** The ids our media endpoints issue (UUIDs, either case). */
export const MEDIA_ID_PATTERN = '[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}';

/** An image's variants: the display one is what a media item stores as its link. */
export const imageVariantUrls = (id: string) => ({
  display: `${MEDIA_LINK_PREFIX.images}${id}/display.webp`,
  thumbnail: `${MEDIA_LINK_PREFIX.images}${id}/thumbnail.webp`,
});

/** A video's preview: what a Video media item stores as its link. */
export const videoPreviewUrl = (id: string) => `${MEDIA_LINK_PREFIX.videos}${id}/play`;

/** A regular expression (as text: for a schema's pattern, or PostgreSQL's `~`) for our links of a kind, capturing the id. */
export const mediaLinkPattern = (kind: MediaKind) => `^${MEDIA_LINK_PREFIX[kind]}(${MEDIA_ID_PATTERN})/`;

const OUR_LINK = { images: new RegExp(mediaLinkPattern('images')), videos: new RegExp(mediaLinkPattern('videos')) };

/** The id (lower case) in one of our links of `kind`, or undefined for any other link. */
function ourId(kind: MediaKind, link: string): string | undefined {
  return OUR_LINK[kind].exec(link)?.[1].toLowerCase();
}

/** The image id in one of our image links (the schemas let no other link of ours through). */
export const ourImageId = (link: string) => ourId('images', link);

/** The video id in one of our video preview links. */
export const ourVideoId = (link: string) => ourId('videos', link);
