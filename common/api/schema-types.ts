import { Type, type TSchema } from 'typebox';
import { MEDIA_ID_PATTERN, MEDIA_LINK_PREFIX } from './media-links';

/** A value or null: how optional columns come back from the database. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a list of words, typed as their union ('files' | 'users'). */
export const StringEnum = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description && { description }) });

/** PostgreSQL's largest integer: a larger id or position would fail in the database, a 500. */
export const INT4_MAX = 2147483647;

/** A record's id: a positive integer that fits the database's integer columns. */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: INT4_MAX, description });

/** The records a bulk change names: 1 to `max` ids, each once; `what` says which, the bounds follow it. */
export const IdSet = (max: number, what: string) =>
  Type.Array(Id(), { minItems: 1, maxItems: max, uniqueItems: true, description: `${what} (1 to ${max}, each once)` });

/** A zero-based position, or a row to follow where 0 means the top. */
export const Position = (description: string) => Type.Integer({ minimum: 0, maximum: INT4_MAX, description });

/** A UUID as our media endpoints write them (either case), for patterns: other text would reach a uuid column and fail there, a 500. */
export const UUID_PATTERN = MEDIA_ID_PATTERN;

/** The link of an image our image endpoint stored: one of its two variants. */
export const OUR_IMAGE_LINK = `${MEDIA_LINK_PREFIX.images}${UUID_PATTERN}/(display|thumbnail)\\.webp`;
