import type { ComponentType } from 'react';

import type { Identifier, ResourceProps } from 'react-admin';

/** A data provider action whose failure has a message of its own in the spec (§8). */
export type DataAction = 'getList' | 'getOne' | 'create' | 'update' | 'updateMany' | 'delete';

/**
 * How a react-admin resource reaches the API. The spec's URL quirks (`PUT /agencies/?id=7`,
 * `POST /properties/7/admin` to read one property) are data here, not branches in the provider.
 */
export interface ResourceApi {
  /** Base path, e.g. '/agencies'. */
  path: string;
  /** Path of the list when it differs from `path` (e.g. '/properties/admin'). */
  listPath?: string;
  /** How one record is read; default `GET {path}/{id}`. */
  getOne?: (id: Identifier) => { method: 'GET' | 'POST'; path: string; body?: unknown };
  /** Where an update is PUT; default `{path}/{id}`. */
  updatePath?: (id: Identifier) => string;
  /**
   * How one change of many records is sent as a single request (a bulk change, one transaction
   * on the server); default one update per id.
   */
  updateMany?: (ids: Identifier[], data: unknown) => { method: 'PUT' | 'POST'; path: string; body: unknown };
  /** The spec's message for each action's failure; the server's message is used otherwise. */
  errors?: Partial<Record<DataAction, string>>;
}

/** A hook giving a sidebar link's count (none while unknown) and what it means, said to screen readers. */
export type UseMenuBadge = () => { count?: number; description?: string };

/** Everything the app needs to know about one resource (STYLE.md, example 2). */
export interface AppResource {
  name: string;
  api: ResourceApi;
  /** Where the list is mounted when the spec's route is not `/{name}` (e.g. '/activity-log'). */
  routePath?: string;
  /** Further routes showing the same list (e.g. '/manage-users' beside '/users'). */
  listAliases?: string[];
  /** Where the create form is mounted when the spec's route is not `/{name}/create` (e.g. '/add-property'). */
  createPath?: string;
  list?: ComponentType;
  /** Starts loading the code of a record's own page at this address (a property's tab), when a visit opens on it (src/preloadScreen.ts). */
  preloadPage?: (pathname: string) => void;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  /** The list's icon, in the sidebar too. */
  icon?: ComponentType;
  /**
   * Its links in the sidebar (spec §2 'Layout', in the spec's wording): the list's, with `icon`,
   * then those of custom screens placed after it, then the create form's (hidden from support staff).
   */
  menu?: { label: string; create?: { label: string; icon: ComponentType }; badge?: UseMenuBadge };
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** A record's own pages (a property's tabs) by their path segment, as the breadcrumbs name them. */
  recordPages?: Record<string, string>;
  /** This resource's labels and notices (spec texts verbatim), merged into the i18n messages. */
  messages?: Record<string, unknown>;
}
