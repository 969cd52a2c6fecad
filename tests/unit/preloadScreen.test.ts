import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadScreen } from '../../src/preloadScreen';
import type { CustomScreen } from '../../src/custom/types';
import type { AppResource } from '../../src/resources/types';

/** A lazy view (what lazyNamed makes) that says when its code was asked for. */
const lazyView = () => Object.assign((() => null) as ComponentType, { preload: vi.fn(() => Promise.resolve()) });
const plainView = (() => null) as ComponentType;

function app() {
  const users = { list: lazyView(), create: lazyView(), edit: lazyView() };
  const activity = { list: lazyView() };
  const properties = { list: lazyView(), create: lazyView(), edit: lazyView(), preloadPage: vi.fn() };
  const resources: AppResource[] = [
    { name: 'users', api: { path: '/users' }, listAliases: ['/manage-users'], ...users },
    { name: 'activity', api: { path: '/activity' }, routePath: '/activity-log', ...activity },
    { name: 'properties', api: { path: '/properties' }, createPath: '/add-property', ...properties },
    { name: 'agencies', api: { path: '/agencies' }, list: plainView },
  ];
  const landing = lazyView();
  const screens: CustomScreen[] = [{ path: '/reorder-landing-page', component: landing }];
  const views = [...Object.values(users), activity.list, properties.list, properties.create, properties.edit, landing];
  const asked = () => views.filter((view) => view.preload.mock.calls.length > 0);
  return { resources, screens, users, activity, properties, landing, asked };
}

describe('preloadScreen', () => {
  it.each([
    ['/users', (a: ReturnType<typeof app>) => a.users.list],
    ['/manage-users', (a: ReturnType<typeof app>) => a.users.list],
    ['/users/create', (a: ReturnType<typeof app>) => a.users.create],
    ['/users/12', (a: ReturnType<typeof app>) => a.users.edit],
    ['/activity-log', (a: ReturnType<typeof app>) => a.activity.list],
    ['/add-property', (a: ReturnType<typeof app>) => a.properties.create],
    ['/properties/7/vault', (a: ReturnType<typeof app>) => a.properties.edit],
    ['/properties/', (a: ReturnType<typeof app>) => a.properties.list],
    ['/reorder-landing-page', (a: ReturnType<typeof app>) => a.landing],
  ])('opening %s loads that screen’s code and no other', (path, expected) => {
    const a = app();
    preloadScreen(path, a.resources, a.screens);
    expect(a.asked()).toEqual([expected(a)]);
  });

  it('loads nothing for the home page, a screen without lazy code or an unknown address', () => {
    for (const path of ['/', '/agencies', '/no-such-screen']) {
      const a = app();
      preloadScreen(path, a.resources, a.screens);
      expect(a.asked()).toEqual([]);
    }
  });

  it('lets a resource load a record page of its own at that address', () => {
    const a = app();
    preloadScreen('/properties/7/manage-datarooms', a.resources, a.screens);
    expect(a.properties.preloadPage).toHaveBeenCalledWith('/properties/7/manage-datarooms');
  });
});
