import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { properties } from '../../src/resources/properties';
import { agentsQuery } from '../../src/resources/properties/shared/useFormChoices';
import { propertyContentItems } from '../../src/custom/property-content-items/resource';
import { propertyMediaItems } from '../../src/custom/property-media-items/resource';
import type { ResourceApi } from '../../src/resources/types';
import { fakeHttp, type FakeReply } from './fakeHttp';

const apis: Record<string, ResourceApi> = {
  agencies: {
    path: '/agencies',
    updatePath: (id) => `/agencies/?id=${id}`,
    errors: { update: 'Failed to update agency. Please try again.' },
  },
  properties: {
    path: '/properties',
    listPath: '/properties/admin',
    getOne: (id) => ({ method: 'POST', path: `/properties/${id}/admin`, body: {} }),
  },
  plain: { path: '/plain' },
};

const provider = (...replies: FakeReply[]) => {
  const { http, calls } = fakeHttp(...replies);
  return { dp: createDataProvider(http, apis), calls };
};

describe('dataProvider.getList', () => {
  it('asks for a page with sort, range and filter and reads the total from Content-Range', async () => {
    const { dp, calls } = provider({ json: [{ id: 4 }, { id: 5 }], headers: { 'Content-Range': 'agencies 25-26/27' } });
    const result = await dp.getList('agencies', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'agencyName', order: 'DESC' },
      filter: { q: 'cape' },
    });
    expect(result).toEqual({ data: [{ id: 4 }, { id: 5 }], total: 27 });
    const url = new URL(calls[0].path, 'http://x');
    expect(url.pathname).toBe('/agencies');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['agencyName', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'cape' });
  });

  it('uses the list path of a resource; without a page it asks for every row and counts them', async () => {
    const { dp, calls } = provider({ json: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const result = await dp.getList('properties', { sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(new URL(calls[0].path, 'http://x').pathname).toBe('/properties/admin');
    expect(calls[0].path).not.toContain('range=');
    expect(result.total).toBe(3);
  });

  it('refuses a page answered without Content-Range (the simple REST protocol needs the total)', async () => {
    const { dp } = provider({ json: [{ id: 1 }] });
    const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await expect(dp.getList('plain', page)).rejects.toThrow(/Content-Range header is missing/);
  });

  it("pages with next/previous only when the server says the total is too large to count ('*')", async () => {
    const { dp } = provider({ json: [{ id: 1 }], headers: { 'Content-Range': 'activity 25-49/*' } });
    const result = await dp.getList('plain', { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('refuses a resource that is not configured, naming where to add it', async () => {
    const { dp } = provider();
    await expect(
      dp.getList('nope', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow(/src\/resources\/index.ts/);
  });
});

describe('dataProvider.getOne and getMany', () => {
  it('reads one record with GET {path}/{id} by default', async () => {
    const { dp, calls } = provider({ json: { id: 7, title: 'x' } });
    expect((await dp.getOne('plain', { id: 7 })).data).toEqual({ id: 7, title: 'x' });
    expect([calls[0].path, calls[0].request.method ?? 'GET']).toEqual(['/plain/7', 'GET']);
  });

  it("follows a resource's own way of reading one record (POST /properties/{id}/admin)", async () => {
    const { dp, calls } = provider({ json: { id: 3 } });
    await dp.getOne('properties', { id: 3 });
    expect(calls[0]).toMatchObject({ path: '/properties/3/admin', request: { method: 'POST', body: {} } });
  });

  it('reads many records one by one through their detail routes', async () => {
    const { dp, calls } = provider({ json: { id: 1 } }, { json: { id: 2 } });
    expect((await dp.getMany('plain', { ids: [1, 2] })).data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(calls.map((c) => c.path)).toEqual(['/plain/1', '/plain/2']);
  });
});

describe('dataProvider writes', () => {
  it('updates with PUT at the URL the resource names, keeping the id', async () => {
    const { dp, calls } = provider({ json: { agencyName: 'New' } });
    const result = await dp.update('agencies', { id: 7, data: { agencyName: 'New' }, previousData: { id: 7 } });
    expect(calls[0]).toMatchObject({ path: '/agencies/?id=7', request: { method: 'PUT', body: { agencyName: 'New' } } });
    expect(result.data).toEqual({ id: 7, agencyName: 'New' });
  });

  it('sends the version the record was loaded at as If-Match, never in the body', async () => {
    const { dp, calls } = provider({ json: { title: 'B', version: 'v2' } }, { json: { agencyName: 'N', version: 'v9' } });
    const result = await dp.update('plain', { id: 5, data: { id: 5, title: 'B', version: 'v1' }, previousData: { id: 5, version: 'v1' } });
    await dp.update('agencies', { id: 7, data: { agencyName: 'N', version: 'v8' }, previousData: { id: 7, version: 'v8' } });
    expect(calls.map((c) => [c.request.method, c.path, c.request.body, c.request.ifMatch])).toEqual([
      ['PUT', '/plain/5', { id: 5, title: 'B' }, 'v1'],
      ['PUT', '/agencies/?id=7', { agencyName: 'N' }, 'v8'],
    ]);
    expect(result.data).toEqual({ id: 5, title: 'B', version: 'v2' });
  });

  it('creates with an idempotent POST to the base path and returns the stored record', async () => {
    const { dp, calls } = provider({ json: { id: 12, title: 'T' } });
    expect((await dp.create('plain', { data: { title: 'T' } })).data).toEqual({ id: 12, title: 'T' });
    expect(calls[0]).toMatchObject({ path: '/plain', request: { method: 'POST', body: { title: 'T' }, idempotent: true } });
  });

  it('deletes with DELETE {path}/{id}', async () => {
    const { dp, calls } = provider({ status: 204 });
    await dp.delete('plain', { id: 9, previousData: { id: 9 } });
    expect(calls[0]).toMatchObject({ path: '/plain/9', request: { method: 'DELETE' } });
  });
});

describe('dataProvider errors', () => {
  it("passes a 400's field errors through so the form shows each under its field", async () => {
    const { dp } = provider({
      status: 400,
      json: {
        error: { code: 'VALIDATION_FAILED', message: 'Invalid request: agencyName is required', fields: { agencyName: 'is required' } },
      },
    });
    const error = await dp.update('agencies', { id: 1, data: {}, previousData: { id: 1 } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ agencyName: 'Required' });
  });

  it("replaces any other failure's message with the spec's message for the action", async () => {
    const { dp } = provider({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong on the server' } } });
    const error = await dp.update('agencies', { id: 1, data: {}, previousData: { id: 1 } }).catch((e) => e);
    expect(error.message).toBe('Failed to update agency. Please try again.');
    expect(error.status).toBe(500);
  });

  it("keeps the server's message when the spec names none, and the spec's generic text when the body has none", async () => {
    const { dp } = provider(
      { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Agency not found' } } },
      { status: 502, json: undefined },
    );
    expect((await dp.getOne('agencies', { id: 99 }).catch((e) => e)).message).toBe('Agency not found');
    expect((await dp.getOne('plain', { id: 1 }).catch((e) => e)).message).toBe('HTTP error! status: 502');
  });
});

describe('dataProvider typed methods', () => {
  it('reads the landing order with GET /properties?isfeatured=false', async () => {
    const { dp, calls } = provider({ json: [{ id: 2 }, { id: 1 }] });
    expect(await dp.getLandingOrder({ query: { isfeatured: false } })).toEqual([{ id: 2 }, { id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/properties?isfeatured=false');
    expect(calls[0].request.method ?? 'GET').toBe('GET');
    expect(calls[0].request.body).toBeUndefined();
  });

  it('moves a property on the landing page with PUT /properties/re-order-landing-page', async () => {
    const { dp, calls } = provider({ json: { propertyId: 5, from: 5, to: 1 } });
    expect(await dp.reorderLanding({ body: { propertyId: 5, propertyBeforeId: 0 } })).toEqual({ propertyId: 5, from: 5, to: 1 });
    expect(calls[0]).toMatchObject({
      path: '/properties/re-order-landing-page',
      request: { method: 'PUT', body: { propertyId: 5, propertyBeforeId: 0 } },
    });
  });

  it("reads the active agents with GET /users?userRoleTypeId=6, and one agency's with &agencyId=", async () => {
    const { dp, calls } = provider({ json: [{ id: 9 }] }, { json: [] });
    expect(await dp.getUsers({ query: agentsQuery() })).toEqual([{ id: 9 }]);
    await dp.getUsers({ query: agentsQuery(4) });
    const activeOnly = `filter=${encodeURIComponent('{"isActive":true}')}`;
    expect(calls.map((c) => c.path)).toEqual([`/users?userRoleTypeId=6&${activeOnly}`, `/users?userRoleTypeId=6&agencyId=4&${activeOnly}`]);
    expect(calls.every((c) => (c.request.method ?? 'GET') === 'GET' && c.request.body === undefined)).toBe(true);
  });

  it('moves a content block with PUT /property-content-items/re-order and answers the renumbered list', async () => {
    const renumbered = [
      { id: 12, displayOrder: 1 },
      { id: 11, displayOrder: 2 },
    ];
    const { dp, calls } = provider({ json: renumbered });
    const move = { propertyId: 7, propertyContentItemId: 12, displayOrder: 0 };
    expect(await dp.reorderContentItem({ body: move })).toEqual(renumbered);
    expect(calls[0]).toMatchObject({ path: '/property-content-items/re-order', request: { method: 'PUT', body: move } });
  });
});

describe('dataProvider media items', () => {
  it('publishes with PUT /property-media-items/toggle-is-active?id=&userId= and no body', async () => {
    const { dp, calls } = provider({ json: { id: 12, isActive: false } }, { json: { id: 12, isActive: true } });
    expect(await dp.toggleMediaItem({ query: { id: 12, userId: 3 } })).toEqual({ id: 12, isActive: false });
    await dp.toggleMediaItem({ query: { id: 12, userId: '' } });
    expect(calls.map((c) => [c.request.method, c.path, c.request.body])).toEqual([
      ['PUT', '/property-media-items/toggle-is-active?id=12&userId=3', undefined],
      ['PUT', '/property-media-items/toggle-is-active?id=12&userId=', undefined],
    ]);
  });

  it('moves an item with PUT /property-media-items/re-order and answers the renumbered list', async () => {
    const renumbered = [
      { id: 14, displayOrder: 1 },
      { id: 11, displayOrder: 2 },
    ];
    const { dp, calls } = provider({ json: renumbered });
    const move = { propertyId: 7, propertyMediaItemId: 14, propertyMediaItemBeforeId: 0 };
    expect(await dp.reorderMediaItem({ body: move })).toEqual(renumbered);
    expect(calls[0]).toMatchObject({ path: '/property-media-items/re-order', request: { method: 'PUT', body: move } });
  });

  it('reads a finished video upload with GET /media/videos/{id}', async () => {
    const { dp, calls } = provider({ json: { id: 'a1', preview: '/api/media/videos/a1/play' } });
    expect(await dp.getMediaVideo({ params: { id: 'a1' } })).toEqual({ id: 'a1', preview: '/api/media/videos/a1/play' });
    expect([calls[0].path, calls[0].request.method ?? 'GET', calls[0].request.body]).toEqual(['/media/videos/a1', 'GET', undefined]);
  });

  it("lists one property's media with filter={propertyId}, adds with POST, and says the spec's load failure", async () => {
    const { http, calls } = fakeHttp({ json: [{ id: 3 }] }, { json: { id: 4 } }, { status: 500, json: undefined });
    const dp = createDataProvider(http, { 'property-media-items': propertyMediaItems.api });
    await dp.getList('property-media-items', { filter: { propertyId: 7 } });
    const item = { propertyId: 7, title: 'Gallery', fileType: 'image', mediaLink: '/api/media/images/x/display.webp', displayOrder: 2 };
    expect((await dp.create('property-media-items', { data: item })).data).toMatchObject({ id: 4, ...item });
    const error = await dp.getList('property-media-items', { filter: { propertyId: 7 } }).catch((e) => e);
    expect(new URL(calls[0].path, 'http://x').pathname).toBe('/property-media-items');
    expect(JSON.parse(new URL(calls[0].path, 'http://x').searchParams.get('filter')!)).toEqual({ propertyId: 7 });
    expect(calls[1]).toMatchObject({ path: '/property-media-items', request: { method: 'POST', body: item } });
    expect(error.message).toBe('Failed to load property media items');
  });
});

describe('resource configs through the provider', () => {
  const withResources = (...replies: FakeReply[]) => {
    const { http, calls } = fakeHttp(...replies);
    const dp = createDataProvider(http, { properties: properties.api, 'property-content-items': propertyContentItems.api });
    return { dp, calls };
  };

  it('reads one property with POST /properties/{id}/admin and saves it with PUT /properties/?id=', async () => {
    const { dp, calls } = withResources({ json: { id: 7 } }, { json: { id: 7, listingTitle: 'New' } });
    await dp.getOne('properties', { id: 7 });
    await dp.update('properties', { id: 7, data: { listingTitle: 'New' }, previousData: { id: 7 } });
    expect(calls[0]).toMatchObject({ path: '/properties/7/admin', request: { method: 'POST', body: {} } });
    expect(calls[1]).toMatchObject({ path: '/properties/?id=7', request: { method: 'PUT', body: { listingTitle: 'New' } } });
  });

  it('changes flags on many properties with one PUT /properties/flags, not one request per id', async () => {
    const { dp, calls } = withResources({ json: { ids: [3, 7] } });
    const result = await dp.updateMany('properties', { ids: [3, 7, 9], data: { isActive: true, isFeatured: false } });
    expect(calls.map((c) => [c.request.method, c.path, c.request.body])).toEqual([
      ['PUT', '/properties/flags', { ids: [3, 7, 9], set: { isActive: true, isFeatured: false } }],
    ]);
    expect(result.data).toEqual([3, 7, 9]);
  });

  it("shows the server's words when a bulk change is refused, and updates one by one where no bulk request is named", async () => {
    const refused = withResources({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Property 9 not found' } } });
    const error = await refused.dp.updateMany('properties', { ids: [3, 9], data: { isActive: true } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Property 9 not found', status: 404 });
    const { dp, calls } = provider({ json: { title: 'A' } }, { json: { title: 'A' } });
    expect((await dp.updateMany('plain', { ids: [1, 2], data: { title: 'A' } })).data).toEqual([1, 2]);
    expect(calls.map((c) => [c.request.method, c.path])).toEqual([
      ['PUT', '/plain/1'],
      ['PUT', '/plain/2'],
    ]);
  });

  it("lists properties from /properties/admin with the spec's message on failure", async () => {
    const { dp, calls } = withResources({ status: 500, json: undefined });
    const error = await dp
      .getList('properties', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e) => e);
    expect(new URL(calls[0].path, 'http://x').pathname).toBe('/properties/admin');
    expect(error.message).toBe('Failed to load properties');
  });

  it("lists one property's content blocks with filter={propertyId} in display order", async () => {
    const { dp, calls } = withResources({ json: [{ id: 3 }], headers: { 'Content-Range': 'property-content-items 0-0/1' } });
    const result = await dp.getList('property-content-items', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'displayOrder', order: 'ASC' },
      filter: { propertyId: 7 },
    });
    expect(result).toEqual({ data: [{ id: 3 }], total: 1 });
    const url = new URL(calls[0].path, 'http://x');
    expect(url.pathname).toBe('/property-content-items');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ propertyId: 7 });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['displayOrder', 'ASC']);
  });

  it('saves a content block with PUT /property-content-items/update?id=, adds with POST and deletes with DELETE /{id}', async () => {
    const body = { userId: 3, propertyId: 7, contentHeader: 'Overview', contentBody: '<p>x</p>', contentWidth: 2, displayOrder: 1 };
    const { dp, calls } = withResources({ json: { id: 12, ...body } }, { json: { id: 13, ...body } }, { json: { id: 12 } });
    await dp.update('property-content-items', { id: 12, data: body, previousData: { id: 12 } });
    expect((await dp.create('property-content-items', { data: body })).data.id).toBe(13);
    await dp.delete('property-content-items', { id: 12, previousData: { id: 12 } });
    expect(calls.map((c) => [c.request.method, c.path])).toEqual([
      ['PUT', '/property-content-items/update?id=12'],
      ['POST', '/property-content-items'],
      ['DELETE', '/property-content-items/12'],
    ]);
    expect(calls[0].request.body).toEqual(body);
    expect(calls[1].request.body).toEqual(body);
  });

  it("replaces a failed content list's message with the spec's 'Failed to load content items'", async () => {
    const { dp } = withResources({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong on the server' } } });
    const error = await dp
      .getList('property-content-items', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'displayOrder', order: 'ASC' },
        filter: { propertyId: 7 },
      })
      .catch((e) => e);
    expect(error.message).toBe('Failed to load content items');
  });
});
