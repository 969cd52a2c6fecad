import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { previewDescription } from '../../src/components/organisation/previewDescription';
import { createDataProvider } from '../../src/dataProvider';
import { portfolios } from '../../src/resources/portfolios';
import { portfolioListConfig } from '../../src/resources/portfolios/list/portfolioColumns';
import { IMAGE_SLOTS, portfolioImageName } from '../../src/resources/portfolios/shared/imageSlots';
import { portfolioPayload } from '../../src/resources/portfolios/shared/portfolioPayload';
import { fakeHttp } from './fakeHttp';

const provider = (...replies: Parameters<typeof fakeHttp>) => {
  const { http, calls } = fakeHttp(...replies);
  return { dp: createDataProvider(http, { portfolios: portfolios.api }), calls };
};

const stored = {
  id: 9,
  version: '1',
  title: 'Harbour',
  description: 'Quayside offices',
  heroImageLink: '/api/media/images/a/display.webp',
  image1Link: null,
  image2Link: 'https://cdn.example/2.jpg',
  image3Link: null,
  propertyCount: 3,
};

describe('portfolio data provider', () => {
  it("saves with the spec's PUT /portfolios?id= and says the spec's failure", async () => {
    const { dp, calls } = provider({ json: stored }, { status: 500, json: undefined });
    await dp.update('portfolios', { id: 9, data: { title: 'Harbour' }, previousData: stored });
    expect(calls[0]).toMatchObject({ path: '/portfolios?id=9', request: { method: 'PUT', body: { title: 'Harbour' } } });
    const error: unknown = await dp.update('portfolios', { id: 9, data: {}, previousData: stored }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('Failed to update portfolio. Please try again.');
  });

  it("reads and replaces a portfolio's properties as one ordered list", async () => {
    const rows = [{ id: 4, position: 1 }];
    const { dp, calls } = provider({ json: rows }, { json: rows });
    expect(await dp.getPortfolioProperties({ params: { id: 9 } })).toEqual(rows);
    expect(await dp.setPortfolioProperties({ params: { id: 9 }, body: { propertyIds: [4] } })).toEqual(rows);
    expect([calls[0].path, calls[0].request.method ?? 'GET']).toEqual(['/portfolios/9/properties', 'GET']);
    expect(calls[1]).toMatchObject({ path: '/portfolios/9/properties', request: { method: 'PUT', body: { propertyIds: [4] } } });
  });
});

describe('portfolio forms', () => {
  it('sends title, description and the four links from Add Portfolio, a missing link as null', () => {
    const values = { title: 'Harbour', description: 'Quayside', heroImageLink: '/api/media/images/a/display.webp', propertyCount: 0 };
    expect(portfolioPayload(values, 3, true)).toEqual({
      userId: 3,
      title: 'Harbour',
      description: 'Quayside',
      heroImageLink: '/api/media/images/a/display.webp',
      image1Link: null,
      image2Link: null,
      image3Link: null,
    });
  });

  it("sends only title and description from the details form, so a slot's newer upload is never overwritten", () => {
    expect(portfolioPayload(stored, 3, false)).toEqual({ userId: 3, title: 'Harbour', description: 'Quayside offices' });
  });

  it('renames an upload with the prefix and the portfolio id or a timestamp (spec §7)', () => {
    expect(portfolioImageName(9, 'front view.jpg')).toBe('portfolio-9-front view.jpg');
    expect(portfolioImageName(1764066000000, 'a.png')).toBe('portfolio-1764066000000-a.png');
  });

  it('has the hero and Image 1 to Image 3, with their empty texts (spec §2)', () => {
    expect(IMAGE_SLOTS.map(({ label, empty }) => `${label}: ${empty}`)).toEqual([
      'Hero Image: No hero image',
      'Image 1: No image',
      'Image 2: No image',
      'Image 3: No image',
    ]);
  });
});

describe('Manage Portfolios', () => {
  it('cuts a description at 200 characters and adds an ellipsis (spec §9); the CSV keeps it whole', () => {
    const long = 'x'.repeat(201);
    expect(previewDescription(long, 200)).toBe(`${'x'.repeat(200)}...`);
    expect(previewDescription('x'.repeat(200), 200)).toBe('x'.repeat(200));
    const description = portfolioListConfig.columns.find((column) => column.source === 'description')!;
    expect(description.csv?.({ ...stored, description: long })).toBe(long);
  });

  it('shows ID, Hero Image, Title, Description and Properties, the hero not sortable', () => {
    expect(portfolioListConfig.columns.map((c) => `${c.label}${c.unsortable ? ' (unsorted)' : ''}`)).toEqual([
      'ID',
      'Hero Image (unsorted)',
      'Title',
      'Description',
      'Properties',
    ]);
  });
});
