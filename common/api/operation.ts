import type { Static, TSchema } from 'typebox';

/**
 * One call of the API beyond react-admin's record calls, declared once: the server registers
 * its route from it (server/lib/operation-route.ts) and the app's data provider calls it
 * (src/operationCall.ts), so its method, path, inputs and answer are written in one place.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api, in Fastify's form: '/portfolios/:id/properties'. */
  path: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The success answer's schema, and its status when not 200. */
  answer: TSchema;
  status?: 201;
  summary: string;
  description?: string;
}

/** Declares an operation, keeping its schemas' types. */
export const operation = <const O extends Operation>(declared: O): O => declared;

/** One part of a call's input, which may be left out when everything in it is optional. */
type InputPart<K extends string, T> = object extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call of the operation sends: its path parameters, query and body, as its schemas say. */
export type OperationInput<O extends Operation> = (O extends { params: infer P extends TSchema }
  ? InputPart<'params', Static<P>>
  : unknown) &
  (O extends { querystring: infer Q extends TSchema } ? InputPart<'query', Static<Q>> : unknown) &
  (O extends { body: infer B extends TSchema } ? InputPart<'body', Static<B>> : unknown);

/** What the operation answers. */
export type OperationAnswer<O extends Operation> = Static<O['answer']>;
