import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { addFormRules, agencyEditRules, contactValidators, sellerEditRules } from '../../src/components/organisation/contactValidation';
import { previewDescription } from '../../src/components/organisation/previewDescription';
import { organisationPayload } from '../../src/components/organisation/organisationViews';
import { agencyArea } from '../../src/resources/agencies/agencyArea';
import { sellerArea, sellerUpdateFailure } from '../../src/resources/sellers/sellerArea';

const agencyPayload = organisationPayload(agencyArea);
const sellerPayload = organisationPayload(sellerArea);

// A react-admin validator takes (value, allValues, props); these ignore the last two.
const check = (validators: Array<(value: unknown, all: object, props: object) => unknown>, value: unknown) =>
  validators.map((validate) => validate(value, {}, {})).find(Boolean);

describe('previewDescription (spec §2 Manage Sellers, §9)', () => {
  it('keeps up to 50 characters as they are', () => {
    expect(previewDescription('x'.repeat(50))).toBe('x'.repeat(50));
  });
  it('cuts a longer one at 50 and adds an ellipsis', () => {
    expect(previewDescription(`${'a'.repeat(50)}bcd`)).toBe(`${'a'.repeat(50)}...`);
  });
  it("reads 'No description' when there is none", () => {
    for (const none of [null, undefined, '', '   ']) expect(previewDescription(none)).toBe('No description');
  });
});

describe('sellerUpdateFailure (spec §8 Sellers)', () => {
  it('names a lost connection', () => {
    expect(sellerUpdateFailure(new TypeError('Failed to fetch'))).toBe(
      'Network error: Unable to connect to the server. Please check your connection and try again.',
    );
  });
  it("names a server error, by the '500' in the message or by the status", () => {
    const server = 'Server error: The server encountered an internal error. Please try again in a moment.';
    expect(sellerUpdateFailure(new HttpError('HTTP error! status: 500', 500))).toBe(server);
    expect(sellerUpdateFailure(new HttpError('Internal server error', 500))).toBe(server);
  });
  it('quotes any other message', () => {
    expect(sellerUpdateFailure(new HttpError('companyName is already taken', 409))).toBe(
      'Failed to update seller: companyName is already taken',
    );
  });
});

describe('contact validation (spec §5)', () => {
  it('Add forms require every field and use their own length message', () => {
    const validate = contactValidators(addFormRules);
    expect(check(validate.name, ' ')).toBe('ra.validation.required');
    expect(check(validate.contactPerson, '')).toBe('ra.validation.required');
    expect(check(validate.contactNumber, '1'.repeat(21))).toBe('Contact number cannot exceed 20 characters');
    expect(check(validate.contactNumber, '1'.repeat(20))).toBeUndefined();
    expect(check(validate.emailAddress, 'a@b')).toBe('Please enter a valid email address');
    expect(check(validate.emailAddress, 'a@b.co')).toBeUndefined();
  });

  it('the seller edit lets contact fields be blank but checks what is given', () => {
    const validate = contactValidators(sellerEditRules);
    expect(check(validate.contactPerson, '')).toBeUndefined();
    expect(check(validate.emailAddress, '')).toBeUndefined();
    expect(check(validate.emailAddress, 'not an email')).toBe('Please enter a valid email address');
    expect(check(validate.contactNumber, '1'.repeat(21))).toBe('Contact number must be 20 characters or less');
  });

  it('the agency edit checks nothing but its name', () => {
    const validate = contactValidators(agencyEditRules);
    expect(check(validate.emailAddress, 'not an email')).toBeUndefined();
    expect(check(validate.contactNumber, '1'.repeat(21))).toBeUndefined();
    expect(check(validate.name, '')).toBe('ra.validation.required');
  });

  it("Add forms' notice: blank fields first, then the first field's own message", () => {
    // react-admin hands validator messages to react-hook-form in its own wrapping.
    const error = (message: string) => ({ message: `@@react-admin@@${JSON.stringify(message)}`, type: 'validate' });
    expect(
      addFormRules.invalidNotice({
        emailAddress: error('Please enter a valid email address'),
        contactPerson: error('ra.validation.required'),
      }),
    ).toBe('Please fill in all fields');
    expect(
      addFormRules.invalidNotice({
        contactNumber: error('Contact number cannot exceed 20 characters'),
        emailAddress: error('Please enter a valid email address'),
      }),
    ).toBe('Contact number cannot exceed 20 characters');
    expect(sellerEditRules.invalidNotice({ emailAddress: error('x') })).toBe('Please fix the validation errors before saving.');
  });
});

describe('payloads (spec §3, §7)', () => {
  const values = {
    id: 4,
    companyName: ' Acme ',
    agencyName: ' Agents ',
    contactPerson: ' Ann ',
    contactNumber: '',
    emailAddress: 'a@b.co',
    description: '  ',
    isActive: false,
  };

  it("a seller's: trimmed, blank optional fields null, an empty description 'Not captured', the acting user's id", () => {
    expect(sellerPayload(values, 7)).toEqual({
      userId: 7,
      companyName: 'Acme',
      contactPerson: 'Ann',
      contactNumber: null,
      emailAddress: 'a@b.co',
      description: 'Not captured',
      isActive: false,
    });
  });

  it("an agency's: the same, with an empty description null", () => {
    expect(agencyPayload(values)).toEqual({
      userId: undefined,
      agencyName: 'Agents',
      contactPerson: 'Ann',
      contactNumber: null,
      emailAddress: 'a@b.co',
      description: null,
      isActive: false,
    });
  });

  it('a new one (no Active switch on the form) is active', () => {
    expect(sellerPayload({ companyName: 'New' }).isActive).toBe(true);
  });
});
