import fc from 'fast-check';
import type { Operation, Schema } from './operations';
import { Pick, poolFor } from './pools';

const words = fc.lorem({ maxCount: 4 });

/** A valid value of `schema` for the field `name` of the operation at `path`. */
export function validValue(schema: Schema, name: string, path: string): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, name, path)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const base = nonNull(schema, name, path);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function nonNull(schema: Schema, name: string, path: string): fc.Arbitrary<unknown> {
  const pool = poolFor(name, path);
  if (pool && (schema.type === 'integer' || schema.type === 'string')) return fc.nat().map((n) => new Pick(pool, n));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 1000;
      return fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, min + 100) }), weight: 4 }, fc.integer({ min, max }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = validValue(schema.items ?? {}, name, path);
      return fc.uniqueArray(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
        selector: (v) => JSON.stringify(v),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validValue(child, key, path)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'string':
      return validString(schema, name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: Schema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (/email/i.test(name)) return fc.tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.nat(99999)).map(([w, n]) => `fuzz.${w}${n}@example.com`);
  if (/url|link/i.test(name))
    return fc.constantFrom('https://example.com/nda/sign', 'http://example.org/a?b=1', 'https://sign.example.net/x/y');
  if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 40 }).filter((s) => s.trim().length >= 8);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc
    .oneof(words, fc.string({ maxLength: 30 }))
    .map((s) => s.slice(0, max))
    .filter(fits);
}

/** Query parameters a list sends (ra-data-simple-rest), valid for this operation's rows. */
export function listParameter(name: string, op: Operation): fc.Arbitrary<unknown> | undefined {
  if (name === 'sort') return fc.tuple(fc.constantFrom('id', ...op.rowFields), fc.constantFrom('ASC', 'DESC'));
  if (name === 'range') return fc.tuple(fc.nat(60), fc.nat(30)).map(([from, n]) => [from, from + n]);
  if (name === 'filter')
    return fc.oneof(
      fc.constant({}),
      words.map((q) => ({ q })),
      fc.nat().map((n) => ({ propertyId: new Pick('property', n) })),
    );
  return undefined;
}
