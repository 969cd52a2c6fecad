import { activity } from './activity';
import { properties } from './properties';
import { propertyContentItems } from './property-content-items';
import type { AppResource } from './types';

/**
 * Every resource of the app, one line each, in menu order. Later issues add users, sellers,
 * agencies and portfolios here.
 */
export const resources: AppResource[] = [
  properties,
  propertyContentItems,
  activity,
];
