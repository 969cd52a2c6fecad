/**
 * Every inbox query starts with this: react-admin's pages of the list and the sidebar's counts.
 * A decision made anywhere (the inbox, the Vault, Manage Datarooms) refreshes them all at once.
 */
export const INBOX_KEY = ['inbox'] as const;
