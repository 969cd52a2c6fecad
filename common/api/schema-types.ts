import { Type, type TSchema } from 'typebox';
import { MEDIA_ID_PATTERN, MEDIA_LINK_PREFIX } from './media-links';

/** A value or null: how optional columns come back from the database. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A UUID as our media endpoints write them (either case), for patterns: other text would reach a uuid column and fail there, a 500. */
export const UUID_PATTERN = MEDIA_ID_PATTERN;

/** The link of an image our image endpoint stored: one of its two variants. */
export const OUR_IMAGE_LINK = `${MEDIA_LINK_PREFIX.images}${UUID_PATTERN}/(display|thumbnail)\\.webp`;
