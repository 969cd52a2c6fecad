import type { Identifier } from 'react-admin';

/** Placeholder: the Information tab (content blocks) is being built. */
export const InformationTab = (_props: { propertyId: Identifier }) => null;
