import { Ajv } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats is CommonJS: under Node's ESM loader its default import is the module object.
const addFormats = (formatsPlugin as unknown as { default?: typeof formatsPlugin }).default ?? formatsPlugin;

/**
 * Bodies are validated strictly: nothing is coerced or silently dropped, so `"7"` for a
 * number or an unknown field is a 400 rather than a guess. Path and query parameters
 * arrive as text, so only they are coerced ("7" -> 7).
 */
export function installValidators(app: FastifyInstance): void {
  const common = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false } as const;
  const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
