import { describe, expect, it } from 'vitest';
import { customScreens } from '../../src/custom';
import { breadcrumbsFromPath, crumbNamesOf } from '../../src/layout/breadcrumbs';
import { resources } from '../../src/resources';

const labels = (path: string) => breadcrumbsFromPath(path).map((c) => c.label);

describe('breadcrumbsFromPath, by the spec alone', () => {
  it("gives Home alone for '/'", () => {
    expect(breadcrumbsFromPath('/')).toEqual([{ label: 'Home', to: '/' }]);
  });

  it("gives Home / Dashboard for '/dashboard'", () => {
    expect(labels('/dashboard')).toEqual(['Home', 'Dashboard']);
  });

  it('capitalises each segment and links each crumb to its own path', () => {
    expect(breadcrumbsFromPath('/properties/12/media/')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Properties', to: '/properties' },
      { label: '12', to: '/properties/12' },
      { label: 'Media', to: '/properties/12/media' },
    ]);
    expect(labels('/add-agent')).toEqual(['Home', 'Add-agent']);
  });

  it('decodes escaped segments', () => {
    expect(labels('/sellers/caf%C3%A9')).toEqual(['Home', 'Sellers', 'Café']);
  });
});

describe('breadcrumbs named from the resource configs', () => {
  const names = crumbNamesOf(resources, customScreens);
  const crumbs = (path: string) => breadcrumbsFromPath(path, names);
  const named = (path: string) => crumbs(path).map((c) => c.label);

  it("calls a screen by its title, not its path's words", () => {
    expect(named('/add-agent')).toEqual(['Home', 'Add Agency']);
    expect(named('/add-property')).toEqual(['Home', 'Add Property']);
    expect(named('/reorder-landing-page')).toEqual(['Home', 'Re-order Landing Page']);
    expect(named('/agents')).toEqual(['Home', 'Manage Agencies']);
    expect(named('/manage-users')).toEqual(['Home', 'Manage Users']);
    expect(named('/activity-log')).toEqual(['Home', 'Activity Log']);
  });

  it("leads from a record to its list's own address, marks the record for its name, and names a property's tab", () => {
    expect(crumbs('/agencies/3')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Manage Agencies', to: '/agents' },
      { label: '3', to: '/agencies/3', record: { resource: 'agencies', id: '3' } },
    ]);
    expect(crumbs('/properties/12/manage-datarooms')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Manage Properties', to: '/properties' },
      { label: '12', to: '/properties/12', record: { resource: 'properties', id: '12' } },
      { label: 'Manage Datarooms', to: '/properties/12/manage-datarooms' },
    ]);
    expect(named('/properties/12/external-due-diligence').at(-1)).toBe('External Due Diligence');
  });

  it("keeps the spec's words where the app knows no better", () => {
    expect(named('/')).toEqual(['Home']);
    expect(named('/dashboard')).toEqual(['Home', 'Dashboard']);
  });
});
