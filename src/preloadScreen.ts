import type { ComponentType } from 'react';
import type { LazyView } from './components/lazyNamed';
import type { CustomScreen } from './custom/types';
import type { AppResource } from './resources/types';

const isLazy = (view: ComponentType | undefined): view is LazyView<ComponentType> => !!view && 'preload' in view;

/** The view of `resource` at `path`: its list, its create form or a record's view; none for another resource's address. */
function viewAt(resource: AppResource, path: string): ComponentType | undefined {
  const base = `/${resource.name}`;
  if ([resource.routePath ?? base, ...(resource.listAliases ?? [])].includes(path)) return resource.list;
  if (path === (resource.createPath ?? `${base}/create`)) return resource.create;
  if (path.startsWith(`${base}/`)) return resource.edit ?? resource.show;
  return undefined;
}

/**
 * Starts loading the code of the screen a visit opens on (`pathname`), beside the session
 * check, so that screen's first render finds it here and does not suspend: a suspended first
 * render shows its fallback, and React then holds the screen back until 300 ms after that
 * (issue 34: Manage Properties' first row, and every test that opens a screen by its address).
 * A record's own page (a property's tab) is loaded too, by its resource's `preloadPage`.
 */
export function preloadScreen(pathname: string, resources: AppResource[], screens: CustomScreen[]): void {
  const path = pathname.replace(/(.)\/+$/, '$1');
  for (const resource of resources) resource.preloadPage?.(path);
  const views = [
    ...resources.map((resource) => viewAt(resource, path)),
    ...screens.filter((screen) => screen.path === path).map((screen) => screen.component),
  ];
  for (const view of views) if (isLazy(view)) void view.preload();
}
