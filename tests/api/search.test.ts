import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { activity, agencies, properties, sellerCompanies, users } from '../../server/db/schema';
import { describeAccentSearch } from './helpers/accent-search';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { BUYER_ROLE_TYPE } from '@common/role-types';

// Every list search finds what admins type, whatever its case and accents, in any script
// (server/lib/search.ts); search-indexes.test.ts checks that the searches stay indexed.

const api = useLoggedInApp();
const db = () => api.app.db;

/** The ids of the rows a list answers. */
async function idsOf(url: string): Promise<(number | string)[]> {
  const res = await api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }[]>().map((row) => row.id);
}
const searchList = (path: string) => (q: string) => idsOf(`${path}${listQuery({ filter: { q } })}`);

let made = 0;
/** Properties with these listing titles, otherwise copies of a demo one. */
async function addPropertiesTitled(titles: string[]) {
  const [demo] = await db().select().from(properties).orderBy(asc(properties.id)).limit(1);
  const rows = titles.map((listingTitle) => ({
    ...demo,
    id: undefined,
    listingTitle,
    propertyReference: `SEARCH-${++made}`,
    suburb: 'Testville',
  }));
  return (await db().insert(properties).values(rows).returning({ id: properties.id })).map((r) => r.id);
}

/** Buyers with these last names (first name 'Added'). */
async function addBuyersNamed(lastNames: string[]) {
  const rows = lastNames.map((lastName) => ({
    firstName: 'Added',
    lastName,
    emailAddress: `search.person${++made}@example.org`,
    userRoleTypeId: BUYER_ROLE_TYPE,
  }));
  return (await db().insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
}

/** Activity entries, one for each value of `set` (comments, a property, a person). */
async function addEntries(set: Partial<typeof activity.$inferInsert>[]) {
  const rows = set.map((values) => ({ nature: 'Note', ...values }));
  return (await db().insert(activity).values(rows).returning({ id: activity.id })).map((r) => r.id);
}

describeAccentSearch({
  name: 'GET /api/properties/admin filter q (title, reference, suburb)',
  add: addPropertiesTitled,
  search: searchList('/api/properties/admin'),
});

describeAccentSearch({
  name: 'GET /api/users filter q (name, email)',
  add: addBuyersNamed,
  search: searchList('/api/users'),
});

describeAccentSearch({
  name: 'GET /api/users?userRoleTypeId=5&searchCriteria= (buyer search)',
  add: addBuyersNamed,
  search: (text) => idsOf(`/api/users?userRoleTypeId=${BUYER_ROLE_TYPE}&searchCriteria=${encodeURIComponent(text)}`),
});

describeAccentSearch({
  name: 'GET /api/seller-companies filter q',
  add: async (names) =>
    (
      await db()
        .insert(sellerCompanies)
        .values(names.map((companyName) => ({ companyName })))
        .returning({ id: sellerCompanies.id })
    ).map((r) => r.id),
  search: searchList('/api/seller-companies'),
});

describeAccentSearch({
  name: 'GET /api/agencies filter q',
  add: async (names) =>
    (
      await db()
        .insert(agencies)
        .values(names.map((agencyName) => ({ agencyName })))
        .returning({ id: agencies.id })
    ).map((r) => r.id),
  search: searchList('/api/agencies'),
});

describeAccentSearch({
  name: "GET /api/activity filter q, in the entry's comments",
  add: (names) => addEntries(names.map((comments) => ({ comments }))),
  search: searchList('/api/activity'),
});

describeAccentSearch({
  name: "GET /api/activity filter q, in the entry's property title",
  add: async (names) => addEntries((await addPropertiesTitled(names)).map((propertyId) => ({ propertyId }))),
  search: searchList('/api/activity'),
});

describeAccentSearch({
  name: "GET /api/activity filter q, in the names of the entry's person and of who added it",
  add: async (names) => {
    const ids = await addBuyersNamed(names);
    // Half the entries name the person, half the admin who added them: both are searched.
    return addEntries(ids.map((id, i) => (i % 2 ? { userId: id } : { addedById: id })));
  },
  search: searchList('/api/activity'),
});
