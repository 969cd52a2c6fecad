import { describe, expect, it } from 'vitest';
import {
  changeLines,
  formatChangeValue,
  formatOccurredAt,
  fromDayToIso,
  isoToFromDay,
  isoToToDay,
  toDayToIso,
} from '../../src/resources/activity/activityFormat';
import { activityExportUrl } from '../../src/resources/activity/activityExport';

describe('date filter bounds', () => {
  it("sends 'from' as the start of the admin's local day", () => {
    expect(fromDayToIso('2026-11-01')).toBe(new Date(2026, 10, 1).toISOString());
  });

  it("sends 'to' as the start of the next local day, which the API excludes, so the whole day is in", () => {
    expect(toDayToIso('2026-11-30')).toBe(new Date(2026, 11, 1).toISOString());
    expect(toDayToIso('2026-12-31')).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('clears the filter for an empty or unreadable day', () => {
    expect(fromDayToIso('')).toBeNull();
    expect(fromDayToIso(null)).toBeNull();
    expect(toDayToIso('2026-11')).toBeNull();
  });

  it('shows the days the bounds stand for in the date inputs', () => {
    expect(isoToFromDay(fromDayToIso('2026-11-01'))).toBe('2026-11-01');
    expect(isoToToDay(toDayToIso('2026-11-30'))).toBe('2026-11-30');
    // A link written with plain days (the API accepts them too) shows as is.
    expect(isoToFromDay('2026-11-01')).toBe('2026-11-01');
    expect(isoToToDay('2026-11-30')).toBe('2026-11-30');
    expect(isoToFromDay(undefined)).toBe('');
    expect(isoToToDay('nonsense')).toBe('');
  });
});

describe('formatOccurredAt', () => {
  it('gives the local day and time, and the exact instant', () => {
    const at = new Date(2026, 10, 23, 14, 5, 9);
    expect(formatOccurredAt(at.toISOString())).toEqual({ date: '23 Nov 2026', time: '14:05', iso: at.toISOString() });
  });

  it('shows an unreadable value as it came', () => {
    expect(formatOccurredAt('soon')).toEqual({ date: 'soon', time: '', iso: 'soon' });
  });
});

describe('changeLines', () => {
  it("lists each changed field as 'field: from → to'", () => {
    expect(changeLines({ agencyName: { from: 'Summit', to: 'Summit Commercial' }, isActive: { from: true, to: false } })).toEqual([
      'agencyName: Summit → Summit Commercial',
      'isActive: true → false',
    ]);
  });

  it('names empty values and writes objects as JSON', () => {
    expect(changeLines({ notes: { from: null, to: '' }, tags: { from: ['a'], to: { b: 1 } } })).toEqual([
      'notes: (empty) → (empty)',
      'tags: ["a"] → {"b":1}',
    ]);
  });

  it('cuts long values', () => {
    const text = formatChangeValue('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });

  it('has no lines without changes', () => {
    expect(changeLines(null)).toEqual([]);
    expect(changeLines({})).toEqual([]);
  });
});

describe('activityExportUrl', () => {
  it('asks the export for the current sort and filter', () => {
    const url = new URL(activityExportUrl({ field: 'nature', order: 'ASC' }, { q: 'cape & co', nature: 'Property Enquiry' }), 'http://x');
    expect(url.pathname).toBe('/api/activity/export');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['nature', 'ASC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'cape & co', nature: 'Property Enquiry' });
  });

  it('leaves out an empty filter', () => {
    expect(activityExportUrl({ field: 'occurredAt', order: 'DESC' }, {})).toBe(
      `/api/activity/export?sort=${encodeURIComponent('["occurredAt","DESC"]')}`,
    );
  });
});
