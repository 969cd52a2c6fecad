import { Type, type Static } from 'typebox';
import { ListQuery } from './list-query';
import { Nullable, OUR_IMAGE_LINK, UUID_PATTERN } from './schema-types';

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** Spec §9 'Media titles'. */
export const MediaTitle = Type.Union([Type.Literal('Gallery'), Type.Literal('Video'), Type.Literal('Play'), Type.Literal('ListImage')]);
/** Spec §3 'PropertyMediaItem' fileType. */
export const MediaFileType = Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('videoPlaceholder')]);
export type MediaTitle = Static<typeof MediaTitle>;
export type MediaFileType = Static<typeof MediaFileType>;

/** Spec §3 'Property image / PropertyMediaItem'. */
export const MediaItem = Type.Object({
  id: Type.Integer(),
  propertyId: Type.Integer(),
  title: MediaTitle,
  fileType: MediaFileType,
  /** Where the image or video is served; rows from before uploads were ours may have none. */
  mediaLink: Nullable(Type.String()),
  /** Order within the property: images from 1, a video at 100 until the first re-order renumbers it. */
  displayOrder: Type.Integer(),
  /** Published: the public site and the carousel show only active items. */
  isActive: Type.Boolean(),
});
export type MediaItem = Static<typeof MediaItem>;
export const MediaItemList = Type.Array(MediaItem);

export const MediaItemListQuery = Type.Object({
  ...ListQuery.properties,
  propertyId: Type.Optional(Id('The property whose media to list; or filter={"propertyId":7}')),
});

/**
 * A link our own media endpoints issue (an image's variant, a video's preview) or an absolute
 * http(s) URL (a provider plugged in later, or a link from before): never `javascript:` or
 * another scheme, since the Media tab opens it and the public site shows it.
 */
const MediaLink = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: `^(${OUR_IMAGE_LINK}|/api/media/videos/${UUID_PATTERN}/play|https?://[^\\s]+)$`,
  description:
    'A link from POST /media/images (/api/media/images/{id}/display.webp) or a video upload (/api/media/videos/{id}/play), ' +
    'naming an image or video that exists, or an absolute http(s) URL',
});

/** Spec §7 POST /property-media-items (the client computes displayOrder: video 100, images max + 1). */
export const NewMediaItemBody = Type.Object(
  {
    /** Accepted for compatibility with the spec's payloads; the actor is the session's user. */
    userId: Type.Optional(Type.Integer()),
    propertyId: Id(),
    title: MediaTitle,
    fileType: MediaFileType,
    mediaLink: MediaLink,
    displayOrder: Id("Position among the property's media: 100 for a video, max + 1 for each image (spec §7)"),
  },
  { additionalProperties: false },
);

/** Spec §7 PUT /property-media-items/toggle-is-active?id=&userId= (userId is accepted, never trusted). */
export const ToggleMediaItemQuery = Type.Object(
  {
    id: Id('The media item to publish or unpublish'),
    userId: Type.Optional(Type.Union([Type.Integer(), Type.Literal('')], { description: "Accepted; the actor is the session's user" })),
  },
  { additionalProperties: false },
);

/** Spec §7 PUT /property-media-items/re-order. */
export const ReorderMediaItemBody = Type.Object(
  {
    userId: Type.Optional(Type.Integer()),
    propertyId: Id(),
    propertyMediaItemId: Id('The item dragged'),
    propertyMediaItemBeforeId: Type.Integer({
      minimum: 0,
      maximum: 2147483647,
      description: 'The item it now follows; 0 = the top',
    }),
  },
  { additionalProperties: false },
);
