import type { InboxKind } from '@common/api/inbox';
import { resourceNames } from '../resourceNames';

/** The Inbox's texts (issue 32): not in the spec, worded like the spec's other lists. */
export const inboxTexts = {
  title: 'Inbox',
  columns: {
    kind: 'Waiting for',
    property: 'Property',
    subject: 'Buyer or file',
    waitingSince: 'Waiting since',
    actions: 'Decide',
  },
  kinds: {
    'nda-round-1': 'NDA round 1',
    'nda-round-2': 'NDA round 2',
    file: 'File to review',
    request: 'Request to answer',
    'discrete-access': 'Discrete access to review',
  } satisfies Record<InboxKind, string>,
  /** Why a kind waits, under its chip on a phone and as its tooltip. */
  kindHints: {
    'nda-round-1': 'An NDA waits to be accepted or rejected for round 1.',
    'nda-round-2': 'Round 1 is accepted; round 2 waits for a decision.',
    file: 'A data room file is neither published nor rejected.',
    request: 'No file has been uploaded under the heading since the request.',
    'discrete-access': 'The property is no longer both published and discrete, but this buyer still has discrete access.',
  } satisfies Record<InboxKind, string>,
  filters: { kind: 'Waiting for', propertyId: 'Property' },
  loadError: 'Failed to load the inbox',
  empty: 'Nothing waits for a decision',
  emptyHint: 'NDAs to accept, files to review and requests to answer show here as buyers and sellers send them.',
  open: (kind: string, subject: string) => `Open ${kind.toLowerCase()}: ${subject}`,
  waitingFor: (days: number) => (days < 1 ? 'today' : days === 1 ? '1 day' : `${days} days`),
  /** The sidebar badge's description, for screen readers (the name stays 'Inbox'). */
  badge: (count: number) => (count === 1 ? '1 item waits for a decision' : `${count} items wait for a decision`),
  fetchFailed: 'Failed to load the item. Please try again.',
  gone: 'This item has changed meanwhile: the inbox is up to date again.',
} as const;

export const inboxMessages = resourceNames('inbox', 'waiting item', 'waiting items');
