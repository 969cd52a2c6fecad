import { Type, type Static } from 'typebox';
import { ListQuery } from './list-query';
import { MEDIA_LINK_PREFIX } from './media-links';
import { operation } from './operation';
import { Id, Nullable, OUR_IMAGE_LINK, Position, UUID_PATTERN } from './schema-types';

/** Spec §9 'Media titles'. */
export const MediaTitle = Type.Union([Type.Literal('Gallery'), Type.Literal('Video'), Type.Literal('Play'), Type.Literal('ListImage')]);
/** Spec §3 'PropertyMediaItem' fileType. */
export const MediaFileType = Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('videoPlaceholder')]);
export type MediaTitle = Static<typeof MediaTitle>;
export type MediaFileType = Static<typeof MediaFileType>;

/**
 * The titles the public site shows one of per property (its video, the video's placeholder, the
 * listing's picture): at most one of each is published, and publishing another unpublishes it.
 * Gallery images are a carousel, any number of them.
 */
export const ONE_PUBLISHED_TITLES = ['Video', 'Play', 'ListImage'] as const satisfies readonly MediaTitle[];
export const isOnePublishedTitle = (title: MediaTitle) => (ONE_PUBLISHED_TITLES as readonly MediaTitle[]).includes(title);

/** The rule above as the API reference states it for each write that may publish an item. */
export const ONE_PUBLISHED_NOTE =
  'A Video, Play or ListImage published here unpublishes the published one of its title (the public site shows one of each): ' +
  'unpublishedId names it, and its change is recorded too.';

/** Spec §3 'Property image / PropertyMediaItem'. */
export const MediaItem = Type.Object({
  id: Type.Integer(),
  propertyId: Type.Integer(),
  title: MediaTitle,
  fileType: MediaFileType,
  /** Where the image or video is served; rows from before uploads were ours may have none. */
  mediaLink: Nullable(Type.String()),
  /** Position among the property's media, dense from 1. */
  displayOrder: Type.Integer(),
  /** Published: the public site and the carousel show only active items. */
  isActive: Type.Boolean(),
});
export type MediaItem = Static<typeof MediaItem>;
export const MediaItemList = Type.Array(MediaItem);

/** What a write that publishes an item answers: the item, and the one it took the place of on the public site. */
export const PublishedMediaItem = Type.Object({
  ...MediaItem.properties,
  unpublishedId: Type.Optional(
    Type.Integer({
      description: 'The published Video, Play or ListImage of the same title this one replaces; it is now unpublished',
    }),
  ),
});
export type PublishedMediaItem = Static<typeof PublishedMediaItem>;

export const MediaItemParams = Type.Object({ id: Id('The media item') });

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
  pattern: `^(${OUR_IMAGE_LINK}|${MEDIA_LINK_PREFIX.videos}${UUID_PATTERN}/play|https?://[^\\s]+)$`,
  description:
    'A link from POST /media/images (/api/media/images/{id}/display.webp) or a video upload (/api/media/videos/{id}/play), ' +
    'naming an image or video that exists, or an absolute http(s) URL',
});

/**
 * Spec §7 POST /property-media-items (the client computes displayOrder: video 100, images max + 1).
 * The item goes to that position, or after the last item when it is past the end, so the
 * order stays dense 1..n whatever an earlier refused upload left unused.
 */
export const NewMediaItemBody = Type.Object(
  {
    /** Accepted for compatibility with the spec's payloads; the actor is the session's user. */
    userId: Type.Optional(Type.Integer()),
    propertyId: Id(),
    title: MediaTitle,
    fileType: MediaFileType,
    mediaLink: MediaLink,
    displayOrder: Id("Position among the property's media: 100 for a video, max + 1 for each image (spec §7); past the end means last"),
  },
  { additionalProperties: false },
);

/** Spec §7 PUT /property-media-items/toggle-is-active?id=&userId= (userId is accepted, never trusted). */
const ToggleMediaItemQuery = Type.Object(
  {
    id: Id('The media item to publish or unpublish'),
    userId: Type.Optional(Type.Union([Type.Integer(), Type.Literal('')], { description: "Accepted; the actor is the session's user" })),
  },
  { additionalProperties: false },
);

/** Spec §7 PUT /property-media-items/re-order. */
const ReorderMediaItemBody = Type.Object(
  {
    userId: Type.Optional(Type.Integer()),
    propertyId: Id(),
    propertyMediaItemId: Id('The item dragged'),
    propertyMediaItemBeforeId: Position('The item it now follows; 0 = the top'),
  },
  { additionalProperties: false },
);

export const propertyMediaItemOperations = {
  /** Spec §4 'Media item publish'. */
  toggleMediaItem: operation({
    method: 'PUT',
    path: '/property-media-items/toggle-is-active',
    querystring: ToggleMediaItemQuery,
    answer: PublishedMediaItem,
    summary: 'Publish or unpublish a media item (flips isActive); answers the item',
    description: `userId is accepted as the spec sends it; the actor recorded is the session's user. ${ONE_PUBLISHED_NOTE}`,
  }),
  /** The property's items are renumbered from 1 and answered. */
  reorderMediaItem: operation({
    method: 'PUT',
    path: '/property-media-items/re-order',
    body: ReorderMediaItemBody,
    answer: MediaItemList,
    summary: 'Move a media item to sit after another (propertyMediaItemBeforeId 0 = the top); answers the renumbered items',
  }),
};
