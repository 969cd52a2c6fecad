import { asc, inArray } from 'drizzle-orm';
import type { ChecklistName } from '@common/api/data-rooms';
import { buildDataRoom } from '../routes/data-rooms/build';
import { addRequest } from '../routes/data-rooms/review-writes';
import type { PendingObject, Storage } from '../storage/storage';
import type { DbOrTx } from '../db/client';
import { propertyDataRoomItems } from '../db/schema';
import { DEMO_REQUESTS, documentName, rejectionReason } from './copy/data-room-copy';
import { picker, type Picker } from './copy/picker';
import type { DemoPeople } from './demo-people';
import type { DemoProperty } from './demo-properties';
import { storeDemoDataRoomFiles, type DemoDecision, type DemoHeading, type DemoUpload } from './store-demo-data-room-files';

/** Category 4 of TITLE_WORDS: hotels, lodges and guest houses. */
const HOSPITALITY_CATEGORY = 4;
/** Every fifth listing keeps no data room, so the Vault tab's checklist choice can be tried on it. */
const LEFT_UNBUILT_EVERY = 5;

/** Round 1 (the marketing room) is mostly settled; due diligence has more waiting and more refused. */
function decisionFor(round: number, pick: Picker): DemoDecision {
  const draw = pick.int(0, 99);
  const [published, rejected] = round === 1 ? [75, 10] : [55, 17];
  return draw < published ? 'published' : draw < published + rejected ? 'rejected' : 'pending';
}

/**
 * The uploads of one data room: a few of round 1's documents (more, for its size, than of round
 * 2's), with their decisions; now and then a file refused and uploaded again as version 2.
 */
function uploadsOf(property: DemoProperty, headings: DemoHeading[]): DemoUpload[] {
  const pick = picker(`data-room-${property.id}`);
  const wanted = (round: number) => headings.filter((h) => h.round === round && h.requiresDocument);
  const chosen = [...pick.some(wanted(1), pick.int(3, 6)), ...pick.some(wanted(2), pick.int(3, 9))];
  const uploads = chosen.map((heading): DemoUpload => {
    const decision = decisionFor(heading.round, pick);
    const reason = rejectionReason(heading.displayName, pick);
    return { property, heading, name: documentName(heading.displayName, pick), version: 1, decision, reason };
  });
  if (pick.chance(0.5)) {
    const first = uploads[pick.int(0, uploads.length - 1)];
    first.decision = 'rejected';
    uploads.push({ ...first, version: 2, decision: pick.chance(0.6) ? 'published' : 'pending' });
  }
  return uploads;
}

/** Spec §9: requests are raised on headings of levels 1 to 4; the due-diligence round's are preferred. */
function requestsOf(property: DemoProperty, headings: DemoHeading[], buyers: number[]) {
  const pick = picker(`data-room-requests-${property.id}`);
  if (!pick.chance(0.4)) return [];
  const headingNamed = (name: string) =>
    headings.find((h) => h.round === 2 && h.level >= 1 && h.level <= 4 && h.displayName === name) ??
    headings.find((h) => h.level >= 1 && h.level <= 4 && h.displayName === name);
  return pick.some(DEMO_REQUESTS, pick.int(1, 3)).flatMap((request) => {
    const heading = headingNamed(request.heading);
    return heading ? [{ request, heading, requestedById: pick.pick(buyers) }] : [];
  });
}

/**
 * Builds most demo properties' data rooms from their checklist (Hospitality for hotels, Office
 * otherwise) and fills them as sellers and administrators would have: PDFs under some headings,
 * published, rejected with a reason or waiting, a few in a second version; a few headings
 * hidden; buyers' requests on some. The trees are built and the requests raised by the API's
 * own writes; the files are written in bulk (store-demo-data-room-files.ts). No audit entries:
 * nobody acted. Nothing here draws from faker: the demo's other rows stay as they were.
 */
export async function seedDemoDataRooms(
  tx: DbOrTx,
  storage: Storage,
  { listings, people, pendings }: { listings: DemoProperty[]; people: DemoPeople; pendings: PendingObject[] },
): Promise<void> {
  const built = listings
    .filter((p) => !p.isPlaceholder)
    .sort((a, b) => a.id - b.id)
    .filter((_, i) => i % LEFT_UNBUILT_EVERY !== LEFT_UNBUILT_EVERY - 1);
  for (const property of built) {
    const checklist: ChecklistName = property.facts.categoryId === HOSPITALITY_CATEGORY ? 'Hospitality' : 'Office';
    await buildDataRoom(tx, property.id, checklist);
  }
  const headings: DemoHeading[] = await tx
    .select({
      id: propertyDataRoomItems.id,
      propertyId: propertyDataRoomItems.propertyId,
      parentId: propertyDataRoomItems.parentId,
      round: propertyDataRoomItems.round,
      level: propertyDataRoomItems.level,
      displayName: propertyDataRoomItems.displayName,
      requiresDocument: propertyDataRoomItems.requiresDocument,
    })
    .from(propertyDataRoomItems)
    .where(
      inArray(
        propertyDataRoomItems.propertyId,
        built.map((p) => p.id),
      ),
    )
    .orderBy(asc(propertyDataRoomItems.id));
  const headingsOf = (property: DemoProperty) => headings.filter((h) => h.propertyId === property.id);

  const uploads = built.flatMap((property) => uploadsOf(property, headingsOf(property)));
  await storeDemoDataRoomFiles(tx, storage, uploads, { headings, admin: people.admins[0], pendings });
  await hideSomeHeadings(tx, built, headingsOf);
  for (const property of built) {
    for (const { request, heading, requestedById } of requestsOf(property, headingsOf(property), people.buyers)) {
      await addRequest(tx, heading.id, request.requestType, { title: request.title, body: request.body }, requestedById);
    }
  }
}

/**
 * A seller hides what does not apply or is not ready: the sectional title section of most
 * properties (few are in a scheme), and now and then one other heading.
 */
async function hideSomeHeadings(tx: DbOrTx, built: DemoProperty[], headingsOf: (p: DemoProperty) => DemoHeading[]) {
  const hidden = built.flatMap((property) => {
    const pick = picker(`data-room-hidden-${property.id}`);
    const own = headingsOf(property).filter((h) => h.level >= 1);
    const sectional = own.filter((h) => h.displayName === 'Sectional title and body corporate' && pick.chance(0.6));
    return pick.chance(0.3) ? [...sectional, pick.pick(own)] : sectional;
  });
  if (hidden.length === 0) return;
  await tx
    .update(propertyDataRoomItems)
    .set({ isVisible: false })
    .where(
      inArray(
        propertyDataRoomItems.id,
        hidden.map((h) => h.id),
      ),
    );
}
