/** Set by `npm run soak` (scripts/soak.ts): long variants run their full sizes. */
const SOAK = process.env.SOAK === '1';

/** The size a test uses: `fast` in `npm test`, `soak` under `npm run soak`. */
export const bySoak = <T>(fast: T, soak: T): T => (SOAK ? soak : fast);
