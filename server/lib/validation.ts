import { Ajv } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

// ajv-formats is CommonJS: under Node's ESM loader its default import is the module object.
const addFormats = (formatsPlugin as unknown as { default?: typeof formatsPlugin }).default ?? formatsPlugin;

const common = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false } as const;

/**
 * One pair of validators and one serializer per schema for the whole process, not per app: the
 * route schemas are module constants, so an app built again in the same process (the API tests
 * build one per file, 54 in a worker) reuses what the first compiled. Compiling them for every
 * app was about a sixth of the API test workers' CPU (ajv and fast-json-stringify, 26 of 157 s).
 */
let validators: { strict: Ajv; coercing: Ajv } | undefined;
const serializers = new WeakMap<object, (data: unknown) => string>();

/**
 * Bodies are validated strictly: nothing is coerced or silently dropped, so `"7"` for a
 * number or an unknown field is a 400 rather than a guess. Path and query parameters
 * arrive as text, so only they are coerced ("7" -> 7). Responses are written by
 * fast-json-stringify from their schemas, as Fastify's own compiler does (the app adds no
 * shared schemas, so there is nothing else to give it).
 */
export function installValidators(app: FastifyInstance): void {
  validators ??= {
    strict: addFormats(new Ajv({ ...common, coerceTypes: false })),
    coercing: addFormats(new Ajv({ ...common, coerceTypes: 'array' })),
  };
  const { strict, coercing } = validators;
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  app.setSerializerCompiler(({ schema }) => {
    let serialize = serializers.get(schema);
    if (!serialize) {
      serialize = fastJsonStringify(schema);
      serializers.set(schema, serialize);
    }
    return serialize;
  });
}
