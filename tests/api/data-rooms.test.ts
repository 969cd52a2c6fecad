import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataRoomItem } from '@common/api/data-rooms';
import { CHECKLIST_TEMPLATES, flattenChecklist } from '../../server/db/reference/checklist-templates';
import { syncChecklistTemplates } from '../../server/db/reference/sync-checklist-templates';
import { activity, checklistItems, checklists, externalDdRequests, propertyDataRoomItems } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createProperty } from './helpers/properties';

const api = useLoggedInApp();
const BUILD = '/api/property-data-room/build-dataroom';

const build = (propertyId: number, checklistName = 'Office') => api.send('POST', BUILD, { checklistName, userId: 1, propertyId });
const round = async (propertyId: number, n: 1 | 2): Promise<DataRoomItem[]> => {
  const res = await api.get(`/api/property-data-room/admin?propertyId=${propertyId}&round=${n}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const templateOf = (name: string) => flattenChecklist(CHECKLIST_TEMPLATES.find((t) => t.name === name)!);

describe('the checklist templates', () => {
  it('are in checklist_items exactly as the code writes them, in tree order', async () => {
    for (const template of CHECKLIST_TEMPLATES) {
      const rows = await api.app.db
        .select({ name: checklistItems.displayName, level: checklistItems.level, round: checklistItems.round })
        .from(checklistItems)
        .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
        .where(eq(checklists.name, template.name))
        .orderBy(asc(checklistItems.id));
      expect(rows).toEqual(flattenChecklist(template).map(({ name, level, round }) => ({ name, level, round })));
    }
  });

  it('are written again when the stored copy differs from the code, and left alone otherwise', async () => {
    const [first] = await api.app.db.select().from(checklistItems).orderBy(asc(checklistItems.id)).limit(1);
    await api.app.db.update(checklistItems).set({ displayName: 'Edited by hand' }).where(eq(checklistItems.id, first.id));
    await syncChecklistTemplates(api.app.db);
    const after = await api.app.db.select().from(checklistItems).orderBy(asc(checklistItems.id));
    expect(after.map((row) => row.displayName)).not.toContain('Edited by hand');
    await syncChecklistTemplates(api.app.db);
    expect(await api.app.db.select().from(checklistItems).orderBy(asc(checklistItems.id))).toEqual(after);
  });
});

describe('POST /api/property-data-room/build-dataroom', () => {
  it('builds both rounds from the checklist as headings in tree order, sets the checklist on the property and audits it', async () => {
    const propertyId = await createProperty(api);
    const res = await build(propertyId, 'Hospitality');
    expect(res.statusCode, res.body).toBe(201);
    const template = templateOf('Hospitality');
    const inRound = (n: number) => template.filter((node) => node.round === n);
    expect(res.json()).toEqual({
      propertyId,
      checklist: 'Hospitality',
      headings: { round1: inRound(1).length, round2: inRound(2).length },
    });

    for (const n of [1, 2] as const) {
      const items = await round(propertyId, n);
      expect(items.map((i) => [i.level, i.displayName, i.requiresDocument])).toEqual(
        inRound(n).map((node) => [node.level, node.name, node.requiresDocument]),
      );
      // Each row's parent is the nearest row above it one level up; the root has none.
      items.forEach((item, i) => {
        const parent = items
          .slice(0, i)
          .reverse()
          .find((above) => above.level === item.level - 1);
        expect(item.parentId).toBe(item.level === 0 ? null : parent?.id);
        expect(item).toMatchObject({
          round: n,
          itemType: 'DATA_ROOM',
          isVisible: true,
          isPublished: false,
          isRejected: false,
          fileId: null,
        });
        expect(item.checkListId).toEqual(expect.any(Number));
      });
    }

    const detail = await api.send('POST', `/api/properties/${propertyId}/admin`, {});
    expect(detail.json()).toMatchObject({ checklist: 'Hospitality' });
    const [entry] = await api.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, 'data room'), eq(activity.propertyId, propertyId)));
    expect(entry).toMatchObject({ comments: 'Built the data room from the Hospitality checklist' });
  });

  it('builds once: a second build, with either checklist, is a 409 and changes nothing', async () => {
    const propertyId = await createProperty(api);
    expect((await build(propertyId)).statusCode).toBe(201);
    const before = await round(propertyId, 1);
    expectError(await build(propertyId, 'Hospitality'), 409, { fields: ['checklistName'] });
    expectError(await build(propertyId, 'Office'), 409);
    expect(await round(propertyId, 1)).toEqual(before);
  });

  it('lets only one of two racing builds through; the other is a 409', async () => {
    const propertyId = await createProperty(api);
    const answers = await Promise.all([build(propertyId, 'Office'), build(propertyId, 'Hospitality')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((res) => res.statusCode === 201)!.json<{ checklist: string }>().checklist;
    expect((await round(propertyId, 1)).length).toBe(templateOf(winner).filter((node) => node.round === 1).length);
  });

  it('refuses an unknown checklist, a missing property id and extra fields with 400, and an unknown property with 404', async () => {
    const propertyId = await createProperty(api);
    expectError(await build(propertyId, 'Retail'), 400, { fields: ['checklistName'] });
    expectError(await api.send('POST', BUILD, { checklistName: 'Office' }), 400, { fields: ['propertyId'] });
    expectError(await api.send('POST', BUILD, { checklistName: 'Office', propertyId, extra: 1 }), 400, { fields: ['extra'] });
    expectError(await build(999999), 404);
    expect(await round(propertyId, 1)).toEqual([]);
  });
});

describe('GET /api/property-data-room/admin and /extdd', () => {
  it('answers [] before a build, 404 for an unknown property, 400 for a round other than 1 or 2', async () => {
    const propertyId = await createProperty(api);
    expect(await round(propertyId, 2)).toEqual([]);
    expectError(await api.get('/api/property-data-room/admin?propertyId=999999&round=1'), 404);
    expectError(await api.get(`/api/property-data-room/admin?propertyId=${propertyId}&round=3`), 400);
    expectError(await api.get(`/api/property-data-room/admin?propertyId=${propertyId}`), 400);
    expectError(await api.get('/api/property-data-room/extdd?propertyid=999999'), 404);
  });

  it('lists siblings by display order, then id, whatever order the table holds them in, each before its subtree', async () => {
    const propertyId = await createProperty(api);
    await build(propertyId);
    const built = await round(propertyId, 1);
    const level1 = built.filter((item) => item.level === 1).map((item) => item.id);
    // The first two tied (so by id), the rest reversed; the updates also move the rows in the table.
    for (const [i, id] of level1.entries())
      await api.app.db
        .update(propertyDataRoomItems)
        .set({ displayOrder: i < 2 ? 0 : 100 - i })
        .where(eq(propertyDataRoomItems.id, id));
    const listed = await round(propertyId, 1);
    expect(listed.filter((item) => item.level === 1).map((item) => item.id)).toEqual([level1[0], level1[1], ...level1.slice(2).reverse()]);
    const subtree = (items: DataRoomItem[], id: number) => {
      const start = items.findIndex((item) => item.id === id);
      const end = items.findIndex((item, i) => i > start && item.level <= items[start].level);
      return items.slice(start, end < 0 ? undefined : end).map((item) => item.id);
    };
    for (const id of level1) expect(subtree(listed, id)).toEqual(subtree(built, id));
  });

  it("lists a property's external requests with their headings, oldest first", async () => {
    const propertyId = await createProperty(api);
    await build(propertyId);
    const heading = (await round(propertyId, 2)).find((item) => item.level === 2)!;
    await api.app.db.insert(externalDdRequests).values([
      { propertyDataRoomId: heading.id, requestType: 'file', title: 'Signed lease', body: 'The signed lease of the anchor tenant' },
      { propertyDataRoomId: heading.id, requestType: 'text', title: 'Vacancies', body: 'Which units are vacant?' },
    ]);
    const res = await api.get(`/api/property-data-room/extdd?propertyid=${propertyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        requestType: 'file',
        title: 'Signed lease',
        heading: { id: heading.id, round: 2, level: 2, displayName: heading.displayName },
      }),
      expect.objectContaining({ requestType: 'text', title: 'Vacancies', requestedBy: null }),
    ]);
  });

  it('needs a session', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/property-data-room/admin?propertyId=1&round=1' });
    expectError(res, 401);
  });
});
