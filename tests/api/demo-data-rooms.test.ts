import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataRoomItem } from '@common/api/data-rooms';
import { checklists, properties, users } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();

interface Room {
  propertyId: number;
  title: string;
  checklist: string;
  items: DataRoomItem[];
}

/** A one-page PDF a reader can open: its cross-reference table points at each object, and the page's stream is as long as it says. */
function expectReadablePdf(bytes: Buffer, name: string) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.'), name).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF'), name).toBe(true);
  const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
  expect(text.slice(xref, xref + 5), name).toBe('xref\n');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length, name).toBe(5);
  offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`), name).toBe(true));
  const [, length, stream] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
  expect(stream.length, name).toBe(Number(length));
}

/** Every demo data room's two rounds, as the Manage Datarooms tab reads them. */
let rooms: Room[];
const files = () => rooms.flatMap((room) => room.items.filter((item) => item.itemType === 'FILE'));

beforeAll(async () => {
  const built = await api.app.db
    .select({ propertyId: properties.id, title: properties.listingTitle, checklist: checklists.name })
    .from(properties)
    .innerJoin(checklists, eq(checklists.id, properties.checklistId))
    .orderBy(asc(properties.id));
  rooms = [];
  for (const property of built) {
    const items: DataRoomItem[] = [];
    for (const round of [1, 2]) {
      const res = await api.get(`/api/property-data-room/admin?propertyId=${property.propertyId}&round=${round}`);
      expect(res.statusCode, res.body).toBe(200);
      items.push(...res.json<DataRoomItem[]>());
    }
    rooms.push({ ...property, items });
  }
});

describe('demo data rooms (seeded last, without drawing from faker)', () => {
  it('builds most non-placeholder properties a data room in both rounds, Hospitality for hotels, and leaves a few to choose', async () => {
    const listings = await api.app.db
      .select({ id: properties.id, categoryId: properties.categoryId, checklistId: properties.checklistId })
      .from(properties)
      .where(eq(properties.isPlaceholder, false));
    expect(rooms.length).toBeGreaterThanOrEqual(listings.length * 0.7);
    expect(listings.filter((p) => p.checklistId === null).length).toBeGreaterThanOrEqual(3);
    for (const room of rooms) {
      for (const round of [1, 2])
        expect(
          room.items.filter((i) => i.round === round && i.level === 0),
          room.title,
        ).toHaveLength(1);
      const categoryId = listings.find((p) => p.id === room.propertyId)!.categoryId;
      expect(room.checklist, room.title).toBe(categoryId === 4 ? 'Hospitality' : 'Office');
    }
    expect(new Set(rooms.map((r) => r.checklist))).toEqual(new Set(['Office', 'Hospitality']));
  });

  it('holds files under headings that need a document, in both rounds, 6 to 15 a data room, named as real documents', () => {
    for (const room of rooms) {
      const own = room.items.filter((i) => i.itemType === 'FILE');
      expect(own.length, room.title).toBeGreaterThanOrEqual(6);
      expect(own.length, room.title).toBeLessThanOrEqual(15);
      expect(new Set(own.map((f) => f.round)), room.title).toEqual(new Set([1, 2]));
      for (const file of own) {
        const heading = room.items.find((i) => i.id === file.parentId)!;
        expect(heading).toMatchObject({ itemType: 'DATA_ROOM', requiresDocument: true, level: file.level - 1, round: file.round });
        expect(file.fileName).toBe(file.displayName);
        expect(file.fileName).toMatch(/^[A-Z][^/\\]+\.pdf$/);
      }
    }
    expect(files().map((f) => f.fileName)).toContainEqual(expect.stringMatching(/^Title deed T\d{5}-\d{4}\.pdf$/));
  });

  it('has published, rejected (with a reason of 10 characters or more) and pending files, and hidden headings', () => {
    const all = files();
    const published = all.filter((f) => f.isPublished);
    const rejected = all.filter((f) => f.isRejected);
    const pending = all.filter((f) => !f.isPublished && !f.isRejected);
    expect(published.length).toBeGreaterThan(all.length / 2);
    expect(rejected.length).toBeGreaterThanOrEqual(10);
    expect(pending.length).toBeGreaterThanOrEqual(10);
    for (const file of rejected) expect(file.rejectedReason!.trim().length).toBeGreaterThanOrEqual(10);
    for (const file of [...published, ...pending]) expect(file.rejectedReason).toBeNull();
    const hidden = rooms.flatMap((room) => room.items.filter((i) => !i.isVisible));
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const item of hidden) expect(item.itemType).toBe('DATA_ROOM');
  });

  it('serves every file as a PDF whose page names the property and the heading', async () => {
    for (const room of rooms) {
      for (const file of room.items.filter((i) => i.itemType === 'FILE')) {
        const res = await api.get(`/api/property-data-room/download/${file.fileId}`);
        expect(res.statusCode, file.displayName).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expectReadablePdf(res.rawPayload, file.displayName);
        expect(res.rawPayload.length).toBe(file.fileSize);
        const heading = room.items.find((i) => i.id === file.parentId)!.displayName;
        // 'Westville Business Centre — Title deed': the em dash is WinAnsi's \227; accented letters (\3xx) are left out of both sides.
        const title = `${room.title} \\227 ${heading}`.replace(/[()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '');
        expect(res.rawPayload.toString('latin1').replace(/\\3[0-7]{2}/g, ''), file.displayName).toContain(title);
      }
    }
  });

  it('keeps a few files in two versions: the first rejected, the second published or pending, both served', async () => {
    const twice: DataRoomItem[] = [];
    for (const file of files()) {
      const res = await api.get(`/api/property-data-room/${file.id}/versions`);
      expect(res.statusCode, res.body).toBe(200);
      const versions = res.json<{ version: number; fileId: number; isRejected: boolean; isPublished: boolean; rejectedReason: string }[]>();
      expect(versions[0].fileId, file.displayName).toBe(file.fileId);
      if (versions.length === 1) continue;
      twice.push(file);
      expect(versions.map((v) => v.version)).toEqual([2, 1]);
      expect(versions[1]).toMatchObject({ isRejected: true, rejectedReason: expect.stringMatching(/^.{10,}$/) });
      expect(versions[0].isRejected).toBe(false);
      const first = await api.get(`/api/property-data-room/download/${versions[1].fileId}`);
      expect(first.statusCode).toBe(200);
      expectReadablePdf(first.rawPayload, `${file.displayName}, version 1`);
    }
    expect(twice.length).toBeGreaterThanOrEqual(3);
  });

  it("has buyers' document and information requests on headings of levels 1 to 4", async () => {
    const buyers = await api.app.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.userRoleTypeId, 5));
    const buyerNames = buyers.map((b) => `${b.first} ${b.last}`);
    const kinds = new Set<string>();
    let count = 0;
    for (const room of rooms) {
      const res = await api.get(`/api/property-data-room/extdd?propertyid=${room.propertyId}`);
      expect(res.statusCode, res.body).toBe(200);
      for (const request of res.json<
        { requestType: string; title: string; body: string; heading: { level: number }; requestedBy: string }[]
      >()) {
        count++;
        kinds.add(request.requestType);
        expect(request.heading.level).toBeGreaterThanOrEqual(1);
        expect(request.heading.level).toBeLessThanOrEqual(4);
        expect(request.title.length).toBeGreaterThan(5);
        expect(request.body.length).toBeGreaterThan(20);
        expect(buyerNames).toContain(request.requestedBy);
      }
    }
    expect(count).toBeGreaterThanOrEqual(5);
    expect(kinds).toEqual(new Set(['file', 'text']));
  });
});
