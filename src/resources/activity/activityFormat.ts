import type { ActivityEntry } from './types';

/**
 * How the log's values read: dates in the admin's own time zone, and an audit entry's changes.
 *
 * The API takes 'from'/'to' as UTC days or as exact ISO timestamps. The screen shows local
 * dates, so the date filters send the bounds of the admin's local day: otherwise an entry
 * shown on 1 Nov could be left out of a filter 'from 1 Nov' near midnight.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function startOfLocalDay(day: string, addDays = 0): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
}

/** 'YYYY-MM-DD' (a date input) → the ISO instant its local day starts; the API's 'from' is inclusive. */
export function fromDayToIso(day: string | null | undefined): string | null {
  return (day && startOfLocalDay(day)?.toISOString()) || null;
}

/** 'YYYY-MM-DD' → the ISO instant the next local day starts; an ISO 'to' is exclusive, so the day is included. */
export function toDayToIso(day: string | null | undefined): string | null {
  return (day && startOfLocalDay(day, 1)?.toISOString()) || null;
}

/** The filter value back to what the date input shows (an ISO 'from' bound, or an old 'YYYY-MM-DD'). */
export function isoToFromDay(value: string | null | undefined): string {
  if (!value) return '';
  if (DAY.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localDay(date);
}

/** An exclusive ISO 'to' bound back to the last day it includes. */
export function isoToToDay(value: string | null | undefined): string {
  if (!value) return '';
  if (DAY.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localDay(new Date(date.getTime() - 1));
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** '23 Nov 2026' and '14:05' in the browser's time zone. */
export function formatOccurredAt(occurredAt: string | Date): { date: string; time: string; iso: string } {
  const at = new Date(occurredAt);
  if (Number.isNaN(at.getTime())) return { date: String(occurredAt), time: '', iso: String(occurredAt) };
  return { date: dateFormat.format(at), time: timeFormat.format(at), iso: at.toISOString() };
}

const MAX_VALUE_LENGTH = 80;

/** One side of a change as text: empty values read '(empty)', long ones are cut. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** 'field: from → to', one line per changed field, in the order the API gave them. */
export function changeLines(changes: ActivityEntry['changes'] | undefined): string[] {
  return Object.entries(changes ?? {}).map(([field, { from, to }]) => `${field}: ${formatChangeValue(from)} → ${formatChangeValue(to)}`);
}
