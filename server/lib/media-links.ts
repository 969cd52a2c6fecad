/** The id of the image or video a link our media endpoints issued names (lower case), or undefined for any other link. */
const OUR_MEDIA = /^\/api\/media\/(images|videos)\/([0-9a-f-]{36})\//i;

/** The image id in one of our image links (the schemas let no other link of ours through). */
export function ourImageId(link: string): string | undefined {
  const [, kind, id] = OUR_MEDIA.exec(link) ?? [];
  return kind === 'images' ? id.toLowerCase() : undefined;
}

/** The video id in one of our video preview links. */
export function ourVideoId(link: string): string | undefined {
  const [, kind, id] = OUR_MEDIA.exec(link) ?? [];
  return kind === 'videos' ? id.toLowerCase() : undefined;
}
