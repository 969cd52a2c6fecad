/**
 * Labels of the property forms (Add New Property and the Headers tab) and of the Summary tab.
 * Spec texts (§2, §5) are verbatim.
 */
export const propertyFormTexts = {
  /** Spec §2: what a dropdown reads until its list arrives. */
  loading: 'Loading ...',
  /** Spec §7 Lookups: what a data-dependent form shows when one of its lists failed to load. */
  loadFailed: 'Failed to load form data',
  sections: {
    information: 'Property Information',
    location: 'Location',
    agent: 'Agent Details',
    flags: 'Property Flags',
  },
  fields: {
    reference: 'Reference',
    name: 'Property Name',
    category: 'Category',
    status: 'Status',
    seller: 'Seller',
    teaser: 'Teaser',
    introduction: 'Introduction',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    addressLine3: 'Address Line 3',
    suburb: 'Suburb',
    province: 'Province',
    country: 'Country',
    agency: 'Agency',
    agent: 'Agent',
  },
  /** The property's current agent, shown read-only while its own agency is chosen. */
  currentAgent: {
    title: 'Current agent',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
  },
  chooseAgencyFirst: 'Choose an agency first',
  chooseAgentOfAgency: "Choose one of the new agency's agents",
  noAgents: 'This agency has no agents yet',
} as const;
