import { Type, type Static } from 'typebox';

/** The query parameters react-admin's simple REST convention sends for a list page. */
export const ListQuery = Type.Object({
  sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]', examples: ['["id","ASC"]'] })),
  range: Type.Optional(Type.String({ description: 'JSON [first,last], zero-based and inclusive', examples: ['[0,24]'] })),
  filter: Type.Optional(Type.String({ description: 'JSON object of filters', examples: ['{"q":"cape"}'] })),
});
export type ListQuery = Static<typeof ListQuery>;
