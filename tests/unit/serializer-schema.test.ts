import fastJsonStringify from 'fast-json-stringify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '@common/api/schema-types';
import { forSerializer } from '../../server/lib/serializer-schema';

const Row = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String({ description: 'kept' })),
  size: Nullable(Type.Integer()),
  kind: Type.Union([Type.Literal('DATA_ROOM'), Type.Literal('FILE')]),
  round: Type.Union([Type.Literal(1), Type.Literal(2)]),
  agency: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  only: Nullable(Type.Literal('yes')),
});

const rows = [
  { id: 1, name: 'Lease.pdf', size: 120, kind: 'FILE', round: 2, agency: { id: 3, name: 'Acme' }, only: 'yes' },
  { id: 2, name: null, size: null, kind: 'DATA_ROOM', round: 1, agency: null, only: null },
];

describe('forSerializer', () => {
  it('writes a nullable primitive as a type list and a union of literals as an enum, keeping the rest', () => {
    const { properties } = forSerializer(Row) as { properties: Record<string, unknown> };
    expect(properties.name).toEqual({ type: ['string', 'null'], description: 'kept' });
    expect(properties.size).toEqual({ type: ['integer', 'null'] });
    expect(properties.kind).toEqual({ type: 'string', enum: ['DATA_ROOM', 'FILE'] });
    expect(properties.round).toEqual({ type: 'number', enum: [1, 2] });
    // An object or a literal or null stays a union: a type list would lose the object's fields or write the literal for null.
    expect(properties.agency).toHaveProperty('anyOf');
    expect(properties.only).toHaveProperty('anyOf');
  });

  it('serialises every row exactly as the declared schema and JSON.stringify do', () => {
    const declared = fastJsonStringify(Type.Array(Row));
    const rewritten = fastJsonStringify(forSerializer(Type.Array(Row)) as object);
    expect(rewritten(rows)).toBe(declared(rows));
    expect(JSON.parse(rewritten(rows))).toEqual(rows);
  });

  it('leaves the schema it was given as it was', () => {
    const before = JSON.stringify(Row);
    forSerializer(Row);
    expect(JSON.stringify(Row)).toBe(before);
  });
});
