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
  csv: { id: 'ID', teaser: 'Teaser', placeholder: 'Placeholder' },
} as const;
