import { describe, expect, it } from 'vitest';
import { headersFormRecord, headersPayload, newPropertyPayload } from '../../src/resources/properties/shared/propertyPayload';
import type { PropertyRecord } from '../../src/resources/properties/shared/propertyTypes';

const current: PropertyRecord = {
  id: 7,
  version: '1',
  propertyReference: 'PR-1007',
  listingTitle: 'Old Name',
  title: 'Old Name',
  listingDescription: 'Old teaser',
  shortDescription: '<p>Old intro</p>',
  categoryId: 3,
  category: 'Industrial',
  propertyStatusId: 2,
  propertyStatus: 'Under Offer',
  suburb: 'Centurion',
  provinceId: 3,
  province: 'Gauteng',
  countryId: 1,
  country: 'South Africa',
  addressLine1: '1 Main Road',
  addressLine2: 'Unit 2',
  addressLine3: 'Block C',
  nearestTown: '',
  sellerCompanyName: 'Acme Holdings',
  isActive: false,
  isDiscrete: true,
  isFeatured: true,
  isListable: false,
  placeholderyn: 0,
  displayOrder: 7,
  agent: {
    id: 43,
    firstName: 'Miguel',
    lastName: 'Bhana',
    emailAddress: 'm@example.co.za',
    cellNumber: null,
    agencyName: 'Coastal',
    agency: { id: 3, name: 'Coastal' },
  },
  sellerCompanyId: 9,
  sellerCompany: { id: 9, companyName: 'Fynbos Capital' },
  signedDocUrl: null,
  checklist: null,
  publicUrl: 'http://localhost:8080/properties/7',
};

describe('newPropertyPayload', () => {
  it('sends the spec fields: title repeats the listing title, nearestTown is N/A, the agency stays behind', () => {
    const body = newPropertyPayload(
      {
        listingTitle: '  New Park ',
        categoryId: 1,
        propertyStatusId: 4,
        sellerCompanyId: 2,
        agencyId: 5,
        agentId: 45,
        listingDescription: 'Teaser',
        shortDescription: 'Intro',
        addressLine1: '5 Dock Road',
        addressLine2: '  ',
        suburb: 'Epping',
        provinceId: 9,
        countryId: 1,
      },
      1,
    );
    expect(body).toEqual({
      userId: 1,
      categoryId: 1,
      agentId: 45,
      sellerCompanyId: 2,
      listingTitle: 'New Park',
      listingDescription: 'Teaser',
      title: 'New Park',
      shortDescription: 'Intro',
      addressLine1: '5 Dock Road',
      addressLine2: null,
      addressLine3: null,
      suburb: 'Epping',
      nearestTown: 'N/A',
      provinceId: 9,
      countryId: 1,
      propertyStatusId: 4,
    });
  });
});

describe('headersPayload', () => {
  it('keeps the current value of every blank field, the own seller and line 3, and falls back to N/A', () => {
    const body = headersPayload(
      { listingTitle: ' ', listingDescription: '', shortDescription: undefined, suburb: '', agentId: null, categoryId: null },
      current,
      1,
    );
    expect(body).toEqual({
      userId: 1,
      categoryId: 3,
      agentId: 43,
      sellerCompanyId: 9,
      listingTitle: 'Old Name',
      listingDescription: 'Old teaser',
      title: 'Old Name',
      shortDescription: '<p>Old intro</p>',
      addressLine1: '1 Main Road',
      addressLine2: null,
      addressLine3: 'Block C',
      suburb: 'Centurion',
      nearestTown: 'N/A',
      provinceId: 3,
      countryId: 1,
      propertyStatusId: 2,
      isFeatured: true,
      isListable: false,
      isDiscrete: true,
      isActive: false,
    });
  });

  it('sends what the form holds, the title following the listing title, and never the agency', () => {
    const values = { ...headersFormRecord(current), listingTitle: 'New Name', agencyId: 4, agentId: 44, isActive: true, isFeatured: false };
    const body = headersPayload(values, current);
    expect(body).toMatchObject({
      listingTitle: 'New Name',
      title: 'New Name',
      agentId: 44,
      isActive: true,
      isFeatured: false,
      addressLine2: 'Unit 2',
    });
    expect(body).not.toHaveProperty('agencyId');
  });

  it("starts the form from the record with its agent's agency", () => {
    expect(headersFormRecord(current)).toMatchObject({ agencyId: 3, agentId: 43 });
  });
});
