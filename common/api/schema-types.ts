import { Type, type TSchema } from 'typebox';

/** A value or null: how optional columns come back from the database. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A UUID as our media endpoints write them (either case), for patterns: other text would reach a uuid column and fail there, a 500. */
export const UUID_PATTERN = '[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}';

/** The link of an image our image endpoint stored: one of its two variants. */
export const OUR_IMAGE_LINK = `/api/media/images/${UUID_PATTERN}/(display|thumbnail)\\.webp`;
