import type { TSchema } from 'typebox';
import type { Operation } from '@common/api/operation';

/**
 * The Fastify route options of a declared operation (common/api/operation.ts): its method and
 * path, and its schemas, with the area's OpenAPI tags and the error answers it can give.
 */
export function routeOf<O extends Operation, E extends Record<number, TSchema>>(op: O, tags: string[], errors: E) {
  const schema = {
    tags,
    summary: op.summary,
    description: op.description,
    params: op.params as O['params'],
    querystring: op.querystring as O['querystring'],
    body: op.body as O['body'],
    response: { [op.status ?? 200]: op.answer, ...errors } as Record<200 | 201, O['answer']> & E,
  };
  // Only what the operation has: Fastify and the OpenAPI document read a present key as a schema.
  for (const key of ['description', 'params', 'querystring', 'body'] as const) if (schema[key] === undefined) delete schema[key];
  return { method: op.method, url: op.path, schema };
}
