import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { fakeHttp, type FakeReply } from './fakeHttp';

const provider = (...replies: FakeReply[]) => {
  const { http, calls } = fakeHttp(...replies);
  return { dp: createDataProvider(http, {}), calls };
};

describe('the data provider’s data-room methods', () => {
  it('builds a data room with POST /property-data-room/build-dataroom and answers what was built', async () => {
    const built = { propertyId: 7, checklist: 'Office', headings: { round1: 20, round2: 60 } };
    const { dp, calls } = provider({ status: 201, json: built });
    expect(await dp.buildDataRoom({ body: { checklistName: 'Office', propertyId: 7, userId: 1 } })).toEqual(built);
    expect(calls.map((c) => [c.request.method, c.path, c.request.body])).toEqual([
      ['POST', '/property-data-room/build-dataroom', { checklistName: 'Office', propertyId: 7, userId: 1 }],
    ]);
  });

  it('passes a 409 on as an HttpError, so the checklist card can tell a race from a failure', async () => {
    const { dp } = provider({ status: 409, json: { error: { code: 'CONFLICT', message: 'Already built' } } });
    const build = { body: { checklistName: 'Office', propertyId: 7 } } as const;
    await expect(dp.buildDataRoom(build)).rejects.toEqual(expect.any(HttpError));
    await expect(provider({ status: 409 }).dp.buildDataRoom(build)).rejects.toHaveProperty('status', 409);
  });

  it('reads a round and the external requests with the spec’s query names', async () => {
    const { dp, calls } = provider({ json: [] }, { json: [] });
    await dp.getDataRoomRound({ query: { propertyId: 7, round: 2 } });
    await dp.getExtDdRequests({ query: { propertyid: 7 } });
    expect(calls.map((c) => [c.request.method ?? 'GET', c.path])).toEqual([
      ['GET', '/property-data-room/admin?propertyId=7&round=2'],
      ['GET', '/property-data-room/extdd?propertyid=7'],
    ]);
  });

  it('sends the review writes with the version loaded as If-Match, and a request as a creating POST', async () => {
    const { dp, calls } = provider({}, {}, {}, { status: 201 });
    await dp.setDataRoomVisibility({ params: { id: 6 }, body: { isVisible: true } }, { ifMatch: '3' });
    await dp.decideDataRoomFile(
      { params: { fileId: 104 }, body: { publishYN: false, rejectedReason: 'Scan is unreadable' } },
      { ifMatch: '4' },
    );
    await dp.getDataRoomFileVersions({ params: { id: 4 } });
    await dp.addExtDdRequest({ body: { propertyDataRoomId: 2, requesttype: 'text', queryTitle: 'Rates', queryBody: 'This year?' } });
    expect(calls.map((c) => [c.request.method, c.path, c.request.body, c.request.ifMatch, c.request.idempotent])).toEqual([
      ['PUT', '/property-data-room/6/visibility', { isVisible: true }, '3', false],
      ['PUT', '/property-data-room/104/decision', { publishYN: false, rejectedReason: 'Scan is unreadable' }, '4', false],
      ['GET', '/property-data-room/4/versions', undefined, undefined, false],
      [
        'POST',
        '/property-data-room/addextDDrequest',
        { propertyDataRoomId: 2, requesttype: 'text', queryTitle: 'Rates', queryBody: 'This year?' },
        undefined,
        true,
      ],
    ]);
  });
});
