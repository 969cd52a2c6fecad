import { Type } from 'typebox';

export const Lookup = Type.Object({ id: Type.Integer(), title: Type.String() });
export const LookupList = Type.Array(Lookup);
