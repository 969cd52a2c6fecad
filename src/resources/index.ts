import { activity } from './activity';
import { agencies } from './agencies';
import { inbox } from './inbox';
import { portfolios } from './portfolios';
import { properties } from './properties';
import { propertyContentItems } from '../custom/property-content-items/resource';
import { propertyMediaItems } from '../custom/property-media-items/resource';
import { sellers } from './sellers';
import type { AppResource } from './types';
import { users } from './users';

/** Every resource of the app, one line each, in menu order. */
export const resources: AppResource[] = [
  inbox,
  properties,
  propertyContentItems,
  propertyMediaItems,
  users,
  sellers,
  agencies,
  activity,
  portfolios,
];
