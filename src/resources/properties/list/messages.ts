/** The Manage Properties screen's own texts (spec §2); shared ones are in ../messages.ts. */
export const propertyListTexts = {
  title: 'Manage Properties',
  addProperty: 'Add Property',
  export: 'Export',
  location: 'Location',
  empty: 'No properties yet',
  filters: {
    q: 'Search',
    category: 'Category',
    status: 'Status',
    province: 'Province',
    any: 'Any',
  },
  /** Issue 32: the four flags set or cleared on the selected rows at once, with Undo. */
  bulk: {
    open: 'Change flags',
    menu: 'Flags to change',
    choice: (flag: string, yes: boolean) => `${flag}: ${yes ? 'Yes' : 'No'}`,
    changed: (flag: string, yes: boolean, count: number) =>
      `${flag} set to ${yes ? 'Yes' : 'No'} on ${count === 1 ? '1 property' : `${count} properties`}`,
    failed: 'Failed to change the properties. Nothing was changed.',
  },
} as const;
