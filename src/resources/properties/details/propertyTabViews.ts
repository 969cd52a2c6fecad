import { lazyNamed } from '../../../components/lazyNamed';

/**
 * The tabs whose code loads when first opened, by their address under '/properties/{id}'. Kept
 * apart from the details screen's chunk so that a visit opening on a tab starts loading it
 * beside the session check (preloadTabAt).
 */
export const tabViews = {
  information: lazyNamed(() => import('../../../custom/property-content-items/InformationTab'), 'InformationTab'),
  media: lazyNamed(() => import('../../../custom/property-media-items/MediaTab'), 'MediaTab'),
  vault: lazyNamed(() => import('../../../custom/vault/VaultTab'), 'VaultTab'),
  round: lazyNamed(() => import('../../../custom/data-rooms/view/RoundTab'), 'RoundTab'),
  externalDueDiligence: lazyNamed(() => import('../../../custom/data-rooms/view/ExternalDueDiligenceTab'), 'ExternalDueDiligenceTab'),
  manageDataRooms: lazyNamed(() => import('../../../custom/data-rooms/manage/ManageDataRoomsTab'), 'ManageDataRoomsTab'),
};

const byPath: Record<string, { preload(): Promise<unknown> }> = {
  information: tabViews.information,
  media: tabViews.media,
  vault: tabViews.vault,
  'virtual-data-room': tabViews.round,
  'due-diligence': tabViews.round,
  'external-due-diligence': tabViews.externalDueDiligence,
  'manage-datarooms': tabViews.manageDataRooms,
};

/** Starts loading the tab at `pathname` ('/properties/7/vault'), if it is a lazy one. */
export function preloadTabAt(pathname: string): void {
  const tab = /^\/properties\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  if (tab && Object.hasOwn(byPath, tab)) void byPath[tab].preload();
}
