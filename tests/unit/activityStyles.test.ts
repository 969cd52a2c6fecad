import { describe, expect, it } from 'vitest';
import { nameCells, natureCategory, personaliseLabel, propertyLabel, statusStyle } from '../../src/resources/activity/activityStyles';

// Spec §2 'Activity Log': the table's styling rules.

describe('natureCategory', () => {
  it.each([
    ['Property Details Viewed', 'property details viewed'],
    ['Property Enquiry', 'property enquiry'],
    ['Investment Enquiry', 'investment enquiry'],
    ['Self Registration', 'self registration'],
  ])('gives %s its own category', (nature, category) => {
    expect(natureCategory(nature)).toBe(category);
  });

  it('compares case-insensitively', () => {
    expect(natureCategory('PROPERTY ENQUIRY')).toBe('property enquiry');
    expect(natureCategory('self REGISTRATION')).toBe('self registration');
    expect(natureCategory('investment enquiry')).toBe('investment enquiry');
  });

  it('ignores whitespace around the nature', () => {
    expect(natureCategory('  Property Details Viewed \t')).toBe('property details viewed');
  });

  it('gives anything else the default style, including near misses', () => {
    expect(natureCategory('Admin Change')).toBe('default');
    expect(natureCategory('NDA Signed')).toBe('default');
    expect(natureCategory('Property  Enquiry')).toBe('default');
    expect(natureCategory('Property Enquiry received')).toBe('default');
  });

  it('gives empty and missing natures the default style', () => {
    expect(natureCategory('')).toBe('default');
    expect(natureCategory('   ')).toBe('default');
    expect(natureCategory(null)).toBe('default');
    expect(natureCategory(undefined)).toBe('default');
  });
});

describe('statusStyle', () => {
  it('styles information and wip, whatever their case and surrounding whitespace', () => {
    expect(statusStyle('Information')).toBe('information');
    expect(statusStyle('INFORMATION')).toBe('information');
    expect(statusStyle('WIP')).toBe('wip');
    expect(statusStyle(' wip ')).toBe('wip');
  });

  it('gives every other status the default style', () => {
    expect(statusStyle('Closed')).toBe('default');
    expect(statusStyle('Info')).toBe('default');
    expect(statusStyle('work in progress')).toBe('default');
    expect(statusStyle('')).toBe('default');
    expect(statusStyle(null)).toBe('default');
    expect(statusStyle(undefined)).toBe('default');
  });
});

describe('personaliseLabel', () => {
  it('shows the last 12 characters of the reference in square brackets', () => {
    expect(personaliseLabel('5b1e7c0a-4d2f-4e8a-9c3b-3f2a9c81d0e4')).toBe('[3f2a9c81d0e4]');
  });

  it('shows a reference of exactly 12 characters whole', () => {
    expect(personaliseLabel('abcdef123456')).toBe('[abcdef123456]');
  });

  it('shows a reference shorter than 12 characters whole', () => {
    expect(personaliseLabel('ref-42')).toBe('[ref-42]');
    expect(personaliseLabel('x')).toBe('[x]');
  });

  it('does not count surrounding whitespace as part of the reference', () => {
    expect(personaliseLabel('  5b1e7c0a-4d2f-4e8a-9c3b-3f2a9c81d0e4  ')).toBe('[3f2a9c81d0e4]');
  });

  it('shows a dash when there is no reference', () => {
    expect(personaliseLabel(null)).toBe('-');
    expect(personaliseLabel(undefined)).toBe('-');
    expect(personaliseLabel('')).toBe('-');
    expect(personaliseLabel('   ')).toBe('-');
  });
});

describe('nameCells of a visitor entry', () => {
  const reference = '5b1e7c0a-4d2f-4e8a-9c3b-3f2a9c81d0e4';

  it('shows both names when both are known', () => {
    expect(nameCells({ source: 'visitor', addedByName: 'Thabo Nkosi', userName: 'Anna Smit', personaliseReference: reference })).toEqual({
      addedBy: 'Thabo Nkosi',
      user: 'Anna Smit',
      anonymous: false,
    });
  });

  it('shows the reference in both cells when the added-by name is missing', () => {
    expect(nameCells({ source: 'visitor', addedByName: null, userName: 'Anna Smit', personaliseReference: reference })).toEqual({
      addedBy: '[3f2a9c81d0e4]',
      user: '[3f2a9c81d0e4]',
      anonymous: true,
    });
  });

  it('shows the reference in both cells when the user name is missing', () => {
    expect(nameCells({ source: 'visitor', addedByName: 'Thabo Nkosi', userName: null, personaliseReference: reference })).toEqual({
      addedBy: '[3f2a9c81d0e4]',
      user: '[3f2a9c81d0e4]',
      anonymous: true,
    });
  });

  it('treats an empty or blank name like a missing one', () => {
    expect(nameCells({ source: 'visitor', addedByName: '', userName: 'Anna Smit', personaliseReference: 'short' })).toMatchObject({
      addedBy: '[short]',
      user: '[short]',
      anonymous: true,
    });
    expect(nameCells({ source: 'visitor', addedByName: 'Thabo Nkosi', userName: '  ', personaliseReference: 'short' }).anonymous).toBe(
      true,
    );
    expect(nameCells({ source: 'visitor', addedByName: 'Thabo Nkosi', personaliseReference: 'short' }).anonymous).toBe(true);
  });

  it('shows a dash in both cells when a name and the reference are missing', () => {
    expect(nameCells({ source: 'visitor', addedByName: null, userName: null, personaliseReference: null })).toEqual({
      addedBy: '-',
      user: '-',
      anonymous: true,
    });
    expect(nameCells({ source: 'visitor', addedByName: 'Thabo Nkosi', userName: '', personaliseReference: '' })).toEqual({
      addedBy: '-',
      user: '-',
      anonymous: true,
    });
  });
});

describe('propertyLabel', () => {
  it('shows the title', () => {
    expect(propertyLabel('Harbour View Offices')).toBe('Harbour View Offices');
  });

  it('shows a dash without a title', () => {
    expect(propertyLabel(null)).toBe('-');
    expect(propertyLabel(undefined)).toBe('-');
    expect(propertyLabel('')).toBe('-');
    expect(propertyLabel('  ')).toBe('-');
  });
});

describe("nameCells of an audit entry (an admin's change)", () => {
  it('names the admin under Added By and the person it concerns under User', () => {
    expect(nameCells({ source: 'audit', addedByName: 'Alex Morgan', userName: 'Anna Smit', personaliseReference: null })).toEqual({
      addedBy: 'Alex Morgan',
      user: 'Anna Smit',
      anonymous: false,
    });
  });

  it('still names the admin when it concerns no person: the User cell is a dash', () => {
    expect(nameCells({ source: 'audit', addedByName: 'Alex Morgan', userName: null, personaliseReference: null })).toEqual({
      addedBy: 'Alex Morgan',
      user: '-',
      anonymous: false,
    });
    expect(nameCells({ source: 'audit', addedByName: ' Alex Morgan ', userName: '  ', personaliseReference: 'ignored' })).toEqual({
      addedBy: 'Alex Morgan',
      user: '-',
      anonymous: false,
    });
  });
});
