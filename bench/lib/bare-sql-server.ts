import Fastify from 'fastify';
import type pg from 'pg';

export interface FixedQuery {
  sql: string;
  params: unknown[];
}

/**
 * The yardstick for an API route: bare Fastify (no session, schema or mapping) running fixed
 * SQL through a raw `pg` pool and answering the rows as they come.
 * Rows go out as pg's arrays of values (several joined tables have an `id` or a `title`, which
 * objects would collapse). `GET /rows` runs the page query alone; `GET /rows-and-total` runs the count beside it, as a
 * page with an exact total would, and sends the total in Content-Range.
 */
export async function startBareSqlServer(pool: pg.Pool, page: FixedQuery, total: FixedQuery) {
  const app = Fastify({ logger: false });
  const run = async (query: FixedQuery) => (await pool.query<unknown[]>({ text: query.sql, values: query.params, rowMode: 'array' })).rows;
  const rows = () => run(page);
  app.get('/rows', rows);
  app.get('/rows-and-total', async (_request, reply) => {
    const [found, [[counted]]] = await Promise.all([rows(), run(total)]);
    reply.header('Content-Range', `rows 0-${found.length - 1}/${Number(counted)}`);
    return found;
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, close: () => app.close() };
}
