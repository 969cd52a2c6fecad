import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { forSerializer } from './serializer-schema';

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
 * shared schemas, so there is nothing else to give it), in the form it writes fastest (forSerializer).
 */
export function installValidators(app: FastifyInstance): void {
  validators ??= {
    strict: addFormats(new Ajv({ ...common, coerceTypes: false })),
    coercing: addFormats(new Ajv({ ...common, coerceTypes: 'array' })),
  };
  const { strict, coercing } = validators;
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : refusingOddIntegers(coercing.compile(schema), schema),
  );
  app.setSerializerCompiler(({ schema }) => {
    let serialize = serializers.get(schema);
    if (!serialize) {
      serialize = fastJsonStringify(forSerializer(schema) as object);
      serializers.set(schema, serialize);
    }
    return serialize;
  });
}

/**
 * Integers in a path or query as plain decimal digits only. Ajv coerces any text Number() reads,
 * so '0x10', '+16', '016', '1.6e1' and '1e1' were all item 16 (or 10), in writes too: one record
 * under many names, and a way around anything that compares ids as text. With an id's minimum of 1
 * this leaves `^[1-9][0-9]*$`.
 */
const PLAIN_INTEGER = /^-?(0|[1-9][0-9]*)$/;
const PLAIN_INTEGER_MESSAGE = 'must be a whole number in plain decimal digits';

/** The top-level properties of a path or query schema that coercion would turn from text into an integer. */
function integerProperties(schema: unknown): string[] {
  const { properties = {} } = schema as { properties?: Record<string, unknown> };
  const types = (s: unknown): unknown[] => {
    const { type, anyOf = [], items } = (s ?? {}) as { type?: unknown; anyOf?: unknown[]; items?: unknown };
    return [...[type].flat(), ...anyOf.flatMap(types), ...(items ? types(items) : [])];
  };
  return Object.entries(properties)
    .filter(([, s]) => types(s).includes('integer') && !types(s).includes('string'))
    .map(([name]) => name);
}

function refusingOddIntegers(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const names = integerProperties(schema);
  if (!names.length) return validate;
  const check = ((data: unknown) => {
    const raw = (data ?? {}) as Record<string, unknown>;
    const odd: ErrorObject[] = names
      .filter((name) => [raw[name]].flat().some((v) => typeof v === 'string' && !PLAIN_INTEGER.test(v)))
      .map((name) => ({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/pattern`,
        keyword: 'pattern',
        params: { pattern: PLAIN_INTEGER.source },
        message: PLAIN_INTEGER_MESSAGE,
      }));
    const valid = validate(data);
    check.errors = odd.length ? [...odd, ...(validate.errors ?? [])] : validate.errors;
    return valid && !odd.length;
  }) as ValidateFunction;
  return check;
}
