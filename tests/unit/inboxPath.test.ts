import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@common/api/inbox';
import { inboxPath } from '../../src/resources/inbox/inboxPath';

// Issue 32: each inbox row leads to the exact place its item is decided, with the row marked.

const item = (kind: InboxItem['kind'], round: number | null = null): InboxItem => ({
  id: `${kind}-7`,
  kind,
  itemId: 7,
  propertyId: 3,
  propertyReference: 'PR-1003',
  propertyTitle: 'Centurion Logistics Park',
  subject: 'Lease.pdf',
  round,
  waitingSince: '2026-11-01T10:00:00.000Z',
});

describe('where an inbox row leads', () => {
  it("an NDA round, to its row of the property's Vault", () => {
    expect(inboxPath(item('nda-round-1', 1))).toBe('/properties/3/vault?highlight=nda-7');
    expect(inboxPath(item('nda-round-2', 2))).toBe('/properties/3/vault?highlight=nda-7');
  });

  it('a discrete grant, to its row of the Vault', () => {
    expect(inboxPath(item('discrete-access'))).toBe('/properties/3/vault?highlight=discrete-7');
  });

  it('a file, to its row of Manage Datarooms with its round open', () => {
    expect(inboxPath(item('file', 2))).toBe('/properties/3/manage-datarooms?round=2&highlight=file-7');
  });

  it('a request, to its row of External Due Diligence', () => {
    expect(inboxPath(item('request', 1))).toBe('/properties/3/external-due-diligence?highlight=request-7');
  });
});
