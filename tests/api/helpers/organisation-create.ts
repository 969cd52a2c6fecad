import { describe, expect, it } from 'vitest';
import { expectError } from './expect-error';
import { TWENTY, type OrganisationArea, type OrganisationContext, type OrganisationRow } from './organisation-area';

/** POST of an organisation area: spec §5 'Add Seller' rules, duplicates, audit, session. */
export function describeCreate(area: OrganisationArea, ctx: OrganisationContext): void {
  const { nameField, entityType } = area;
  const { freshName, body, post, getOne, create, auditOf, writesNothing } = ctx;

  describe(`POST ${area.path}`, () => {
    it('creates the row with trimmed text, active by default, and answers 201 with it', async () => {
      const name = freshName();
      const res = await post(body({ [nameField]: `  ${name} `, contactPerson: ' Thandi Nkosi ', emailAddress: ' t@example.co.za ' }));
      expect(res.statusCode, res.body).toBe(201);
      const created: OrganisationRow = res.json();
      expect(created).toEqual({
        id: expect.any(Number),
        [nameField]: name,
        contactPerson: 'Thandi Nkosi',
        contactNumber: '021 555 0100',
        emailAddress: 't@example.co.za',
        description: 'Owner of A-grade offices.',
        isActive: true,
        version: expect.stringMatching(/^\d+$/),
      });
      expect(await getOne(created.id)).toEqual(created);
    });

    it("audits the creation as the session's admin, whatever userId the body sends", async () => {
      const created = await create({ userId: ctx.adminId() + 1 });
      const entries = await auditOf(created.id);
      expect(entries).toEqual([
        expect.objectContaining({
          source: 'audit',
          addedById: ctx.adminId(),
          comments: `Created ${entityType} '${String(created[nameField])}'`,
        }),
      ]);
      expect(entries[0].changes).toMatchObject({ [nameField]: { from: null, to: created[nameField] } });
    });

    it('keeps isActive false when asked', async () => {
      expect((await create({ isActive: false })).isActive).toBe(false);
    });

    it.each([
      ['absent', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
    ])(`stores a description that is %s as ${JSON.stringify(area.blankDescription)}`, async (_case, description) => {
      const created = await create({ description });
      expect(created.description).toBe(area.blankDescription);
      expect((await getOne(created.id)).description).toBe(area.blankDescription);
    });

    it('refuses a body without the four required fields with 400 naming each', async () => {
      await writesNothing(async () => {
        expectError(await post({ userId: 3 }), 400, {
          code: 'VALIDATION_FAILED',
          fields: [nameField, 'contactPerson', 'contactNumber', 'emailAddress'],
        });
      });
    });

    it('refuses the four required fields blank with 400, each "is required", and writes nothing', async () => {
      await writesNothing(async () => {
        const error = expectError(await post(body({ [nameField]: ' ', contactPerson: '', contactNumber: '  ', emailAddress: '' })), 400);
        expect(error.fields).toEqual({
          [nameField]: 'is required',
          contactPerson: 'is required',
          contactNumber: 'is required',
          emailAddress: 'is required',
        });
      });
    });

    it('accepts a contact number of 20 characters and refuses one of 21, and writes nothing', async () => {
      expect((await create({ contactNumber: ` ${TWENTY} ` })).contactNumber).toBe(TWENTY);
      await writesNothing(async () => {
        const error = expectError(await post(body({ contactNumber: `${TWENTY}3` })), 400, { fields: ['contactNumber'] });
        expect(error.fields).toEqual({ contactNumber: 'must be 20 characters or less' });
      });
    });

    it.each(['a@b', 'a b@example.com', 'name.example.com', '@example.com', 'a@.', 'a@b.', 'a@b .com'])(
      'refuses the email %j with 400',
      async (emailAddress) => {
        const error = expectError(await post(body({ emailAddress })), 400, { fields: ['emailAddress'] });
        expect(error.fields).toEqual({ emailAddress: 'must be a valid email address' });
      },
    );

    it('accepts an unusual but well-formed email', async () => {
      expect((await create({ emailAddress: 'first.last+deals@sub.example.co.za' })).emailAddress).toBe(
        'first.last+deals@sub.example.co.za',
      );
    });

    it('names every failing field at once', async () => {
      const res = await post(body({ [nameField]: '', contactNumber: `${TWENTY}3`, emailAddress: 'nope' }));
      expectError(res, 400, { code: 'BAD_REQUEST', fields: [nameField, 'contactNumber', 'emailAddress'] });
    });

    it('refuses a name already taken, ignoring case and spaces, with 409 and writes nothing', async () => {
      const name = ` ${area.demoName.toUpperCase()} `;
      await writesNothing(async () => {
        expectError(await post(body({ [nameField]: name })), 409, {
          code: 'CONFLICT',
          message: area.duplicateMessage(name.trim()),
          fields: [nameField],
        });
      });
    });

    it('lets only one of two simultaneous creates with one name through', async () => {
      const same = body();
      const statuses = (await Promise.all([post(same), post(same)])).map((res) => res.statusCode);
      expect(statuses.sort()).toEqual([201, 409]);
    });

    it.each([
      ['an unknown field', { extra: 1 }],
      ['an id', { id: 5 }],
      ['isActive as text', { isActive: 'yes' }],
      ['a number for a name', { [nameField]: 5 }],
      ['null for a required field', { contactPerson: null }],
      ['userId as text', { userId: '3' }],
      ['a name of 201 characters', { [nameField]: 'x'.repeat(201) }],
      ['a description of 2001 characters', { description: 'x'.repeat(2001) }],
      ['a NUL character', { contactPerson: 'a\u0000b' }],
    ])('refuses %s with 400, never 500', async (_case, overrides) => {
      await writesNothing(async () => {
        expectError(await post(body(overrides)), 400);
      });
    });

    it('refuses no body at all with 400', async () => {
      expectError(await post(), 400);
    });

    it('answers 401 without a session and writes nothing', async () => {
      await writesNothing(async () => {
        expectError(await post(body(), {}), 401);
      });
    });
  });
}
