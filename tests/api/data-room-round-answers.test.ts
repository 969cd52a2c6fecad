import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { DataRoomItem } from '@common/api/data-rooms';
import { propertyDataRoomItems, storedFiles } from '../../server/db/schema';
import { readRound, roundStamp } from '../../server/routes/data-rooms/queries';
import { roundAnswers } from '../../server/routes/data-rooms/round-answers';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();

/** A round with a file in it: its property, the file's heading and the file's row. */
async function roundWithFile() {
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(1)).find((item) => item.level === 2)!;
  const uploaded = await uploadToDataRoom(
    api,
    { propertyId: room.propertyId, headingId: heading.id },
    { name: 'Lease.pdf', bytes: smallPdf('Lease') },
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const file = (await room.round(1)).find((item) => item.itemType === 'FILE')!;
  return { ...room, file };
}

describe('GET /api/property-data-room/admin: the kept answer of a round (issue 34)', () => {
  it('answers every change to the rows, also one made behind the app (another server, SQL by hand)', async () => {
    const { propertyId, round, file } = await roundWithFile();
    const first = await round(1);
    expect(await round(1)).toEqual(first);

    await api.app.db
      .update(propertyDataRoomItems)
      .set({ displayName: 'Renamed by hand' })
      .where(eq(propertyDataRoomItems.id, file.parentId!));
    expect((await round(1)).find((item) => item.id === file.parentId)!.displayName).toBe('Renamed by hand');

    await api.app.db.update(storedFiles).set({ originalName: 'Renamed.pdf' }).where(eq(storedFiles.id, file.fileId!));
    expect((await round(1)).find((item) => item.id === file.id)!.fileName).toBe('Renamed.pdf');

    await api.app.db.delete(propertyDataRoomItems).where(eq(propertyDataRoomItems.id, file.id));
    const after = await round(1);
    expect(after.map((item) => item.id)).toEqual(first.map((item) => item.id).filter((id) => id !== file.id));
    // What the kept answer says is what reading the round afresh says.
    expect(await round(1)).toEqual((await readRound(api.app.db, propertyId, 1)).items);
  });

  it('serialises a round again only when its stamp changed, and readRound and roundStamp agree on it', async () => {
    const { propertyId, file } = await roundWithFile();
    const db = api.app.db;
    const { stamp } = await readRound(db, propertyId, 1);
    expect(await roundStamp(db, propertyId, 1)).toBe(stamp);

    const answers = roundAnswers();
    const serialize = vi.fn((items: DataRoomItem[]) => JSON.stringify(items));
    const first = await answers.answer(db, propertyId, 1, serialize);
    expect((await answers.answer(db, propertyId, 1, serialize)).equals(first)).toBe(true);
    expect(serialize).toHaveBeenCalledTimes(1);

    // An update that leaves every value as it was still writes the row: asked afresh, to the same answer.
    await db
      .update(propertyDataRoomItems)
      .set({ isVisible: sql`${propertyDataRoomItems.isVisible}` })
      .where(eq(propertyDataRoomItems.id, file.id));
    expect(await roundStamp(db, propertyId, 1)).not.toBe(stamp);
    expect((await answers.answer(db, propertyId, 1, serialize)).equals(first)).toBe(true);
    expect(serialize).toHaveBeenCalledTimes(2);
    expect((await readRound(db, propertyId, 1)).stamp).toBe(await roundStamp(db, propertyId, 1));
  });

  it('keeps at most maxBytes, dropping the round asked for longest ago, and forgets all when cleared', async () => {
    const [a, b] = [await roundWithFile(), await roundWithFile()];
    const db = api.app.db;
    const size = Buffer.byteLength(JSON.stringify((await readRound(db, a.propertyId, 1)).items));
    const answers = roundAnswers({ maxBytes: size + 100 });
    const serialize = vi.fn((items: DataRoomItem[]) => JSON.stringify(items));
    await answers.answer(db, a.propertyId, 1, serialize);
    await answers.answer(db, a.propertyId, 1, serialize);
    expect(serialize).toHaveBeenCalledTimes(1);
    await answers.answer(db, b.propertyId, 1, serialize);
    await answers.answer(db, a.propertyId, 1, serialize);
    expect(serialize).toHaveBeenCalledTimes(3);

    answers.clear();
    await answers.answer(db, a.propertyId, 1, serialize);
    expect(serialize).toHaveBeenCalledTimes(4);

    const none = roundAnswers({ maxBytes: 10 });
    await none.answer(db, a.propertyId, 1, serialize);
    await none.answer(db, a.propertyId, 1, serialize);
    expect(serialize).toHaveBeenCalledTimes(6);
  });
});
