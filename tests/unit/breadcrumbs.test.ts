import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath } from '../../src/layout/breadcrumbs';

const labels = (path: string) => breadcrumbsFromPath(path).map((c) => c.label);

describe('breadcrumbsFromPath', () => {
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
