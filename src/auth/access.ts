/**
 * The actions the app asks `authProvider.canAccess` about. react-admin's own (`list`, `show`,
 * `create`, `edit`, `delete`, `export`) guard its routes and buttons; ours name the writes and
 * private downloads no single react-admin action covers.
 */
export type AppAction =
  | 'list'
  | 'show'
  | 'export'
  | 'create'
  | 'edit'
  | 'delete'
  /** Drag and drop order: landing page, content blocks, media, portfolio properties. */
  | 'reorder'
  /** Images, videos, data room files, a custom NDA. */
  | 'upload'
  /** Data room files and their preview, NDA files, image originals (the server refuses them to support staff). */
  | 'download-private';

/** What a read-only user may do: look at everything, and export what they see (a CSV is a reading). */
const READ_ACTIONS: ReadonlySet<string> = new Set<AppAction>(['list', 'show', 'export']);

/**
 * Issue 16: support staff (`readOnly`) see every list, filter, detail and tab but change nothing
 * and download nothing private; the server refuses them the same (403), this only spares them
 * controls that cannot work. Everyone else logged in is an administrator and may do anything.
 */
export const mayAccess = (user: { readOnly: boolean } | null | undefined, action: string) =>
  !!user && (!user.readOnly || READ_ACTIONS.has(action));

/** The page support staff see instead of a form that would create something. */
export const READ_ONLY_TEXT = 'Support staff can view but not change anything';

/**
 * Props for a react-admin Edit that is also a details screen. react-admin sends whoever may not
 * `edit` to '/access-denied'; support staff read these screens instead, their forms disabled.
 * A session is still required: the AuthGate shows nothing of the app without one.
 */
export const OPEN_TO_READERS = { disableAuthentication: true } as const;
