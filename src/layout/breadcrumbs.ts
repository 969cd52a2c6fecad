import type { CustomScreen } from '../custom/types';
import { listPathOf } from '../resources/paths';
import type { AppResource } from '../resources/types';
import { menuOf } from './menu';

export interface Crumb {
  label: string;
  to: string;
  /** A record's crumb: its label is the id until the record's name is known. */
  record?: { resource: string; id: string };
}

/** What the breadcrumbs know of the app's screens, from the resource configs (crumbNamesOf). */
export interface CrumbNames {
  /** A screen's own title by its path: a list, a create form, a custom screen ('/add-agent': 'Add Agency'). */
  screens: Record<string, string>;
  /** Resources whose records are at '/{name}/{id}': their list (path and title) and the labels of a record's pages. */
  records: Record<string, { listPath: string; listLabel: string; pages?: Record<string, string> }>;
}

const capitalise = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/**
 * Spec §2: Home, then a crumb per path segment ('/' gives Home; '/dashboard' gives Home /
 * Dashboard, each segment capitalised). Where the app knows a segment it says what it is
 * instead: a screen's title ('Add Agency' for '/add-agent'), the list a record belongs to, the
 * record itself (its name, once read) and the record's page ('Manage Datarooms').
 */
export function breadcrumbsFromPath(pathname: string, names: CrumbNames = { screens: {}, records: {} }): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const owner = segments.length > 1 ? names.records[segments[0]] : undefined;
  return [
    { label: 'Home', to: '/' },
    ...segments.map((segment, i): Crumb => {
      const to = `/${segments.slice(0, i + 1).join('/')}`;
      const text = decodeURIComponent(segment);
      if (names.screens[to]) return { label: names.screens[to], to };
      if (owner && i === 0) return { label: owner.listLabel, to: owner.listPath };
      if (owner && i === 1) return { label: text, to, record: { resource: segments[0], id: text } };
      if (owner && i === 2 && owner.pages?.[segment]) return { label: owner.pages[segment], to };
      return { label: capitalise(text), to };
    }),
  ];
}

/** The breadcrumbs' names: the sidebar's titles for its screens, and each record resource's list and pages. */
export function crumbNamesOf(resources: AppResource[], screens: CustomScreen[]): CrumbNames {
  const menu = menuOf(resources, screens);
  const titleOf = (path: string) => menu.find((entry) => entry.to === path)?.label;
  return {
    screens: Object.fromEntries(
      menu
        .map((entry): [string, string | undefined] => [entry.to, entry.label])
        .concat(resources.flatMap((r) => (r.listAliases ?? []).map((alias) => [alias, titleOf(listPathOf(r))])))
        .filter((pair): pair is [string, string] => pair[1] !== undefined),
    ),
    records: Object.fromEntries(
      resources
        .filter((r) => r.edit || r.show)
        .map((r) => [r.name, { listPath: listPathOf(r), listLabel: titleOf(listPathOf(r)) ?? capitalise(r.name), pages: r.recordPages }]),
    ),
  };
}
