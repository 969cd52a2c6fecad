import { describe, expect, it } from 'vitest';
import { customScreens } from '../../src/custom';
import { menuOf } from '../../src/layout/menu';
import { resources } from '../../src/resources';
import { createPathOf, listPathOf } from '../../src/resources/paths';
import { APP_SCREENS } from '../e2e/pages/appScreens';

// Issue 30: a resource is added by configuration. The sidebar is built from the resource
// configs and the one list of custom screens; the e2e screen table is the one list of screens
// the fit, accessibility and layout-shift checks walk. These fail when an entry is left out.

const menu = menuOf(resources, customScreens);
const screenPaths = APP_SCREENS.map(({ path }) => path);

describe('the sidebar, from the resource configs', () => {
  it("lists the inbox first (issue 32), then the spec's twelve links in order, in its words", () => {
    expect(menu.map((m) => `${m.to} ${m.label}`)).toEqual([
      '/inbox Inbox',
      '/properties Manage Properties',
      '/reorder-landing-page Re-order Landing Page',
      '/add-property Add Property',
      '/users Manage Users',
      '/add-user Add User',
      '/sellers Manage Seller',
      '/add-seller Add Seller',
      '/agents Manage Agencies',
      '/add-agent Add Agency',
      '/activity-log Activity Log',
      '/portfolios Manage Portfolio',
      '/add-portfolio Add Portfolio',
    ]);
  });

  it('hides only the create links from those who may not create', () => {
    expect(menu.filter((m) => m.needs).map((m) => m.to)).toEqual(menu.filter((m) => m.label.startsWith('Add ')).map((m) => m.to));
  });
});

describe('every registry entry is complete', () => {
  it.each(resources.filter((r) => r.list).map((r) => [r.name, r] as const))('%s: its list has a sidebar link and a screen line', (_, r) => {
    expect(r.menu, `${r.name} has a list but no menu in its config`).toBeDefined();
    expect(menu.map((m) => m.to)).toContain(listPathOf(r));
    expect(screenPaths).toContain(listPathOf(r));
  });

  it.each(resources.filter((r) => r.create).map((r) => [r.name, r] as const))(
    '%s: its create form has a sidebar link and a screen line',
    (_, r) => {
      expect(r.menu?.create, `${r.name} has a create form but no create link in its menu`).toBeDefined();
      expect(menu.map((m) => m.to)).toContain(createPathOf(r));
      expect(screenPaths).toContain(createPathOf(r));
    },
  );

  it.each(resources.filter((r) => r.edit || r.show).map((r) => [r.name, r] as const))('%s: a record of it has a screen line', (_, r) => {
    expect(screenPaths.some((path) => new RegExp(`^/${r.name}/\\d+(/|$)`).test(path))).toBe(true);
  });

  it.each(customScreens.map((s) => [s.path, s] as const))(
    'custom screen %s has a screen line, and its sidebar link follows a resource',
    (path, s) => {
      expect(screenPaths).toContain(path);
      if (s.menu) expect(resources.map((r) => r.name)).toContain(s.menu.after);
    },
  );

  it('has a screen line for nothing the app does not route', () => {
    const routed = [
      '/',
      ...resources.flatMap((r) => [...(r.list ? [listPathOf(r), ...(r.listAliases ?? [])] : []), ...(r.create ? [createPathOf(r)] : [])]),
      ...customScreens.map((s) => s.path),
    ];
    const records = resources.filter((r) => r.edit || r.show).map((r) => new RegExp(`^/${r.name}/\\d+(/|$)`));
    expect(screenPaths.filter((path) => !routed.includes(path) && !records.some((re) => re.test(path)))).toEqual([]);
  });
});
