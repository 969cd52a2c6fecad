import { activity } from './activity';
import type { AppResource } from './types';

/**
 * Every resource of the app, one line each, in menu order. Later issues add properties,
 * users, sellers, agencies and portfolios here.
 */
export const resources: AppResource[] = [
  activity,
];
