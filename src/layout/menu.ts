import type { ComponentType } from 'react';
import type { AppAction } from '../auth/access';
import type { CustomScreen } from '../custom/types';
import { createPathOf, listPathOf } from '../resources/paths';
import type { AppResource, UseMenuBadge } from '../resources/types';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** Shown only to users who may do this (support staff may not create: no Add links). */
  needs?: AppAction;
  /** A count beside the icon (the inbox's waiting items). */
  badge?: UseMenuBadge;
}

/**
 * The sidebar's links, from the resource configs in their order (spec §2 'Layout'): each
 * resource's list link, the custom screens placed after it, then its create link.
 */
export function menuOf(resources: AppResource[], screens: CustomScreen[]): MenuEntry[] {
  return resources.flatMap((resource) => {
    const { menu, icon } = resource;
    if (!menu || !icon) return [];
    return [
      { to: listPathOf(resource), label: menu.label, icon, badge: menu.badge },
      ...screens.flatMap((screen) => (screen.menu?.after === resource.name ? [{ to: screen.path, ...screen.menu }] : [])),
      ...(menu.create ? [{ to: createPathOf(resource), ...menu.create, needs: 'create' as const }] : []),
    ];
  });
}
