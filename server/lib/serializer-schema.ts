/**
 * A response schema as fast-json-stringify writes it fastest, for the same output. For an
 * `anyOf` it cannot tell apart by the value's JSON type, fast-json-stringify runs a compiled
 * validator on every value to choose a branch; `Nullable(Type.String())` (an anyOf of a string
 * and null) and a union of literals (`'DATA_ROOM' | 'FILE'`) were most of the time a 5,000-item
 * data room round took to serialise (bench/dataroom.ts). Written as one `type` list or one
 * `enum`, it picks by the value's JSON type instead. Only the serializer gets this form: requests
 * are still validated by the schema as declared, so their error messages stay as they are.
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isObject(schema)) return schema;
  const rewritten: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) rewritten[key] = forSerializer(value);
  return Array.isArray(rewritten.anyOf) ? (simpler(rewritten, rewritten.anyOf) ?? rewritten) : rewritten;
}

type Schema = Record<string, unknown>;
const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean']);

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;
const isNull = (branch: Schema) => branch.type === 'null' && Object.keys(branch).length === 1;
const primitiveType = (branch: Schema) => (typeof branch.type === 'string' && PRIMITIVES.has(branch.type) ? branch.type : undefined);

/** The anyOf as one schema, when it is a primitive or null, or literals of one primitive type; undefined otherwise. */
function simpler(node: Schema, branches: unknown[]): Schema | undefined {
  if (!branches.every(isObject)) return undefined;
  const { anyOf: _anyOf, ...rest } = node;
  const [first, second] = branches;
  if (branches.length === 2 && (isNull(first) || isNull(second))) {
    const value = isNull(first) ? second : first;
    const type = primitiveType(value);
    // A literal keeps its union: the serializer would write the constant for null too.
    if (type && !('const' in value)) return { ...rest, ...value, type: [type, 'null'] };
    return undefined;
  }
  const type = primitiveType(first);
  if (type && branches.every((branch) => 'const' in branch && branch.type === type)) {
    return { ...rest, type, enum: branches.map((branch) => branch.const) };
  }
  return undefined;
}
