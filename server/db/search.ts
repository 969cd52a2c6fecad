import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

type Text = AnyColumn | SQL;

/**
 * Text as every list search compares it: `search_fold` (migration 0006) lower-cases with ICU,
 * for any script (the embedded cluster's C locale folds only ASCII), strips accents with
 * `unaccent` and writes Greek final sigma as σ, so 'ÉLOFF', 'eloff' and 'Éloff' are one word,
 * as are 'ΚΗΦΙΣ' and 'Κηφισιά'. It is IMMUTABLE, so the search indexes are built on it.
 */
const folded = (text: Text): SQL => sql`search_fold(${text})`;

/** The entry of a GIN index that serves `anyContains` on `text`: the trigrams of its folded form. */
export const trigramsOf = (text: Text): SQL => sql`${folded(text)} gin_trgm_ops`;

/** The columns of a GIN index that serves `anyContains` on all of `searched`, one each. */
export const trigramsOfEach = ([first, ...rest]: readonly [Text, ...Text[]]): [SQL, ...SQL[]] => [
  trigramsOf(first),
  ...rest.map(trigramsOf),
];

/**
 * The LIKE pattern for the user's text anywhere: folded first and only then its wildcards
 * escaped, because folding itself makes wildcards (unaccent turns a full-width '％' into '%').
 */
const anywhere = (text: string | Placeholder): SQL =>
  sql`'%' || replace(replace(replace(${folded(sql`${text}::text`)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * Any of `searched` contains `text`, ignoring case and accents. Each of `searched` must be
 * indexed with `trigramsOf` (in exactly that form) for the search to read the index.
 */
export function anyContains(searched: readonly Text[], text: string | Placeholder): SQL {
  const pattern = anywhere(text);
  return sql`(${sql.join(
    searched.map((column) => sql`${folded(column)} like ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * How well `title` matches `text`, best first, to order `anyContains` hits: a title that starts
 * with the text, then one with a word that does, then the rest by trigram similarity.
 */
export function byMatch(title: Text, text: string): SQL[] {
  const t = folded(title);
  const q = folded(sql`${text}::text`);
  return [
    sql`case when starts_with(${t}, ${q}) then 0 when position(' ' || ${q} in ' ' || ${t}) > 0 then 1 else 2 end`,
    sql`similarity(${t}, ${q}) desc`,
  ];
}
