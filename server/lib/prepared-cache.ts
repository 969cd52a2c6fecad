/**
 * Queries built once per shape and then run with placeholder values. Building the SQL of a wide
 * select (the admin property list: 31 columns, lookups, joins) took more CPU than PostgreSQL
 * spent running it; the shapes (which filters are set, which sort) are few, the values many.
 * Kept per database handle, since a prepared query is bound to the one it was built on.
 * `prepare('')` keeps a statement unnamed, so nothing is held on the database server.
 */
export function preparedCache<Q>({ maxEntries = 200 } = {}) {
  const byDb = new WeakMap<object, Map<string, Q>>();
  return (db: object, shape: string, build: () => Q): Q => {
    let queries = byDb.get(db);
    if (!queries) byDb.set(db, (queries = new Map<string, Q>()));
    let query = queries.get(shape);
    if (!query) {
      // Shapes are bounded by the filter and sort whitelists, but the cap keeps memory flat anyway.
      if (queries.size >= maxEntries) queries.delete(queries.keys().next().value!);
      queries.set(shape, (query = build()));
    }
    return query;
  };
}
