import { Type, type TSchema } from 'typebox';

/** A value or null: how optional columns come back from the database. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
