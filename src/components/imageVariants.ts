import { IMAGE_VARIANT_WIDTHS } from '@common/api/media-images';
import { imageVariantUrls, MEDIA_LINK_PREFIX } from '@common/api/media-links';

/** The id in a link to one of our images' variants, on whatever origin (`https://host/api/media/images/{id}/display.webp`). */
const OUR_IMAGE = new RegExp(`${MEDIA_LINK_PREFIX.images}([^/?#]+)/[^/?#]+$`);

/** The thumbnail beside one of our display variants (on the same origin as the link); none for a link that is not ours. */
export function thumbnailOf(link: string): string | undefined {
  const id = OUR_IMAGE.exec(link)?.[1];
  if (!id) return undefined;
  const { display, thumbnail } = imageVariantUrls(id);
  return link.endsWith(display) ? link.slice(0, -display.length) + thumbnail : undefined;
}

/**
 * The `src` and `srcSet` of a media link. Ours offer both variants: given the slide's `sizes`,
 * the browser fetches the display size only when the slide is wider in device pixels than the
 * thumbnail, and the thumbnail otherwise (it is also the `src` of a browser without `srcset`).
 * A link that is not ours is used as it is.
 */
export function imageSources(link: string): { src: string; srcSet?: string } {
  const thumbnail = thumbnailOf(link);
  if (!thumbnail) return { src: link };
  return { src: thumbnail, srcSet: `${thumbnail} ${IMAGE_VARIANT_WIDTHS.thumbnail}w, ${link} ${IMAGE_VARIANT_WIDTHS.display}w` };
}
