/**
 * Spec §2: the details screen's tabs in order, each a deep link under '/properties/{id}'
 * (Summary at the bare address).
 */
export const propertyTabs = [
  { key: 'summary', path: '', label: 'Summary' },
  { key: 'headers', path: 'headers', label: 'Headers' },
  { key: 'information', path: 'information', label: 'Information' },
  { key: 'media', path: 'media', label: 'Media' },
  { key: 'vault', path: 'vault', label: 'Vault' },
  { key: 'virtual-data-room', path: 'virtual-data-room', label: 'Virtual Data Room' },
  { key: 'due-diligence', path: 'due-diligence', label: 'Due Diligence Data Room' },
  { key: 'external-due-diligence', path: 'external-due-diligence', label: 'External Due Diligence' },
  { key: 'manage-datarooms', path: 'manage-datarooms', label: 'Manage Datarooms' },
] as const;

export type PropertyTab = (typeof propertyTabs)[number];

/** The tab an address names: its first segment after '/properties/{id}'; Summary otherwise. */
export const tabOfPath = (subPath: string | undefined): PropertyTab =>
  propertyTabs.find((tab) => tab.path !== '' && tab.path === subPath?.split('/')[0]) ?? propertyTabs[0];

/** '/properties/7/headers' for a tab ('/properties/7' for the Summary). */
export const tabHref = (basePath: string, tab: PropertyTab) => (tab.path ? `${basePath}/${tab.path}` : basePath);
