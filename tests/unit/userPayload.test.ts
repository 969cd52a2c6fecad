import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/resources/users/types';
import { usersCsv } from '../../src/resources/users/userExport';
import { newUserPayload, userPayload, userUpdatePayload } from '../../src/resources/users/userPayload';
import { emailAddress, newPassword, optionalPassword } from '../../src/resources/users/userValidation';

describe('userPayload', () => {
  it('trims the texts, sends blank optional ones as null and keeps the agency of an agent', () => {
    expect(
      userPayload({
        firstName: ' Noel ',
        lastName: 'Pithey ',
        emailAddress: ' noel@example.com ',
        cellNumber: '  ',
        userRoleTypeId: 6,
        agencyId: 5,
        sellerCompanyId: undefined,
        companyName: ' Meridian ',
        notes: '',
      }),
    ).toEqual({
      firstName: 'Noel',
      lastName: 'Pithey',
      emailAddress: 'noel@example.com',
      cellNumber: null,
      userRoleTypeId: 6,
      agencyId: 5,
      sellerCompanyId: null,
      companyName: 'Meridian',
      notes: null,
    });
  });

  it('sends no agency for any role but Agent (spec §4)', () => {
    expect(userPayload({ firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', userRoleTypeId: 5, agencyId: 5 }).agencyId).toBeNull();
    expect(userPayload({ firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', userRoleTypeId: 6 }).agencyId).toBeNull();
  });

  it('adds the first password on Add User only when one was typed, trimmed', () => {
    const base = { firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', userRoleTypeId: 1 };
    expect(newUserPayload({ ...base, password: '  secret-123 ' }).password).toBe('secret-123');
    expect(newUserPayload({ ...base, password: '   ' })).not.toHaveProperty('password');
    expect(userPayload({ ...base, password: 'secret-123' })).not.toHaveProperty('password');
  });
});

describe('userUpdatePayload', () => {
  const base = { firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', userRoleTypeId: 5 };

  it('sends isActive only when the switch moved from the value loaded', () => {
    expect(userUpdatePayload({ ...base, isActive: false }, { isActive: true })).toEqual({ ...userPayload(base), isActive: false });
    expect(userUpdatePayload({ ...base, isActive: true }, { isActive: false })).toMatchObject({ isActive: true });
  });

  it("leaves isActive out when it did not move, so a stale form cannot undo another admin's deactivation", () => {
    expect(userUpdatePayload({ ...base, isActive: true }, { isActive: true })).toEqual(userPayload(base));
    expect(userUpdatePayload({ ...base, isActive: false }, { isActive: false })).not.toHaveProperty('isActive');
    expect(userUpdatePayload(base, { isActive: false })).not.toHaveProperty('isActive');
  });
});

describe('user validation', () => {
  it("reads 'Please enter a new password' for a blank or spaces-only password (spec §5)", () => {
    expect(newPassword(undefined, {}, {})).toBe('Please enter a new password');
    expect(newPassword('    ', {}, {})).toBe('Please enter a new password');
    expect(newPassword(' short ', {}, {})).toBe('The password must be at least 8 characters');
    expect(newPassword('  long-enough ', {}, {})).toBeUndefined();
    expect(optionalPassword('', {}, {})).toBeUndefined();
    expect(optionalPassword('short', {}, {})).toBe('The password must be at least 8 characters');
  });

  it('accepts an email with spaces around it, which the payload trims', () => {
    const [, valid] = emailAddress;
    expect(valid(' noel@example.com ', {}, {})).toBeUndefined();
    expect(valid('not-an-email', {}, {})).toBeTruthy();
  });
});

describe('usersCsv', () => {
  it("writes the table's columns with the name in two, the company name and the status", () => {
    const user = {
      id: 45,
      firstName: 'Noel',
      lastName: 'Pithey',
      emailAddress: 'noel@example.com',
      cellNumber: null,
      userRoleType: 'Agent',
      agencyName: 'Meridian, Group',
      companyName: '=cmd',
      isActive: false,
    } as UserRecord;
    const lines = usersCsv([user])
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('ID,First Name,Last Name,Email,Phone,Role,Agency,Company Name,Status');
    expect(lines[1]).toBe(`45,Noel,Pithey,noel@example.com,,Agent,"Meridian, Group",'=cmd,Inactive`);
  });
});
