import { describe, expect, it } from 'vitest';
import { expectError } from './expect-error';
import { oddSpellings } from './list-endpoint';
import { expectStaleEditRefused, ifMatch } from './stale-edit';
import { TWENTY, type OrganisationArea, type OrganisationContext } from './organisation-area';

/** PUT of an organisation area: spec §5 'Seller edit' rules, partial saves, duplicates, audit, session. */
export function describeUpdate(area: OrganisationArea, ctx: OrganisationContext): void {
  const { nameField, entityType } = area;
  const { freshName, inject, put, getOne, create, auditOf, writesNothing } = ctx;

  describe(`PUT ${area.updateUrl('{id}')}`, () => {
    it('saves every field, answers 200 with the row, and GET reads it back', async () => {
      const { id } = await create();
      const name = freshName();
      const changes = {
        [nameField]: name,
        contactPerson: 'Sipho Dlamini',
        contactNumber: '011 555 0199',
        emailAddress: 'sipho@example.com',
        description: 'New focus',
        isActive: false,
      };
      const res = await put(id, { userId: 3, ...changes });
      expect(res.statusCode, res.body).toBe(200);
      const saved = { id, ...changes, version: expect.stringMatching(/^\d+$/) };
      expect(res.json()).toEqual(saved);
      expect(await getOne(id)).toEqual(saved);
    });

    it("audits the change as the session's admin, with only the changed fields", async () => {
      const created = await create();
      await put(created.id, { userId: ctx.adminId() + 1, contactPerson: 'Sipho Dlamini' });
      const [, update] = await auditOf(created.id);
      expect(update).toMatchObject({ addedById: ctx.adminId(), comments: `Updated ${entityType} '${String(created[nameField])}'` });
      expect(update.changes).toEqual({ contactPerson: { from: 'Thandi Nkosi', to: 'Sipho Dlamini' } });
    });

    it('refuses an edit made on a version another admin has since changed, naming them', async () => {
      const { id } = await create();
      await expectStaleEditRefused({
        version: async () => String((await getOne(id)).version),
        edit: (n, headers) => put(id, { contactPerson: `Contact ${n}` }, { cookie: ctx.cookie(), ...headers }),
        state: () => getOne(id),
        changedBy: 'Alex Morgan',
      });
    });

    it('keeps the fields the body leaves out, isActive included', async () => {
      const created = await create({ isActive: false });
      const res = await put(created.id, { contactPerson: 'Sipho Dlamini' });
      expect(res.json()).toEqual({ ...created, contactPerson: 'Sipho Dlamini', version: expect.any(String) });
    });

    it('takes the record back as the app sends it: its own id, every field, userId 3 and its version as If-Match', async () => {
      const { version, ...record } = await create();
      const res = await put(
        record.id,
        { ...record, userId: 3, contactNumber: '012 555 0123' },
        { cookie: ctx.cookie(), ...ifMatch(String(version)) },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await getOne(record.id)).toEqual({ ...record, contactNumber: '012 555 0123', version: expect.any(String) });
    });

    it('refuses a body id other than the one in the address', async () => {
      const { id } = await create();
      expectError(await put(id, { id: id + 1, contactPerson: 'X' }), 400, { fields: ['id'] });
    });

    it('clears contact person, number and email given blank or null', async () => {
      const created = await create();
      const res = await put(created.id, { contactPerson: '', contactNumber: null, emailAddress: '  ' });
      expect(res.json()).toEqual({ ...created, contactPerson: null, contactNumber: null, emailAddress: null, version: expect.any(String) });
    });

    it.each([
      ['empty', ''],
      ['blank', '  '],
      ['null', null],
    ])(`stores a description that is %s as ${JSON.stringify(area.blankDescription)}`, async (_case, description) => {
      const { id } = await create();
      expect((await put(id, { description })).json().description).toBe(area.blankDescription);
      expect((await getOne(id)).description).toBe(area.blankDescription);
    });

    it.each([
      ['blank', '   '],
      ['null', null],
    ])('refuses a %s name with 400 and saves nothing', async (_case, name) => {
      const created = await create();
      expectError(await put(created.id, { [nameField]: name }), 400, { fields: [nameField] });
      expect(await getOne(created.id)).toEqual(created);
    });

    it('refuses a 21-character number and a malformed email, naming both, and saves nothing', async () => {
      const created = await create();
      await writesNothing(async () => {
        const error = expectError(await put(created.id, { contactNumber: `${TWENTY}3`, emailAddress: 'a@b' }), 400);
        expect(error.fields).toEqual({ contactNumber: 'must be 20 characters or less', emailAddress: 'must be a valid email address' });
      });
      expect(await getOne(created.id)).toEqual(created);
    });

    it("refuses another's name, ignoring case, with 409; its own name in other letters is fine", async () => {
      const created = await create();
      const res = await put(created.id, { [nameField]: area.demoName.toLowerCase() });
      expectError(res, 409, { code: 'CONFLICT', message: area.duplicateMessage(area.demoName.toLowerCase()), fields: [nameField] });
      expect(await getOne(created.id)).toEqual(created);
      const own = String(created[nameField]).toUpperCase();
      expect((await put(created.id, { [nameField]: own })).json()[nameField]).toBe(own);
    });

    it('answers 404 for an unknown id and records nothing', async () => {
      await writesNothing(async () => {
        expectError(await put(999999, { contactPerson: 'X' }), 404, { code: 'NOT_FOUND', message: area.notFoundMessage });
      });
    });

    it.each([
      ['no id', area.updateUrl('').replace(/\?id=$/, '')],
      ['a word for an id', area.updateUrl('abc')],
      ['id 0', area.updateUrl(0)],
    ])('refuses %s in the address with 400', async (_case, url) => {
      expectError(await inject('PUT', url, { contactPerson: 'X' }), 400, { fields: ['id'] });
    });

    it('refuses its id in any spelling but plain digits (0x.., +.., 0.., ..e1) with 400, changing nothing', async () => {
      const created = await create();
      await writesNothing(async () => {
        for (const id of oddSpellings(created.id))
          expectError(await inject('PUT', area.updateUrl(id), { contactPerson: 'X' }), 400, { fields: ['id'] });
      });
      expect(await getOne(created.id)).toEqual(created);
    });

    it.each([
      ['an unknown field', { extra: 1 }],
      ['isActive as text', { isActive: 'no' }],
      ['a NUL character', { description: 'a\u0000b' }],
    ])('refuses %s with 400, never 500', async (_case, payload) => {
      const { id } = await create();
      expectError(await put(id, payload), 400);
    });

    it('answers 401 without a session and saves nothing', async () => {
      const created = await create();
      expectError(await put(created.id, { contactPerson: 'X' }, {}), 401);
      expect(await getOne(created.id)).toEqual(created);
    });
  });
}
