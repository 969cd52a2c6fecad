import { parseArgs } from 'node:util';
import { createServiceToken } from '../lib/service-tokens';
import { runWithDatabase } from './run-with-database';

// npm run token:create -- --name public-site
const { values } = parseArgs({ options: { name: { type: 'string' } } });
const name = values.name?.trim();
if (!name) {
  console.log(
    'Creates a service token for another system (e.g. the public site reporting visitor events).\n\n  npm run token:create -- --name public-site',
  );
  process.exit(1);
}
runWithDatabase(false, async (db) => {
  const token = await createServiceToken(db, name);
  console.log(`Service token '${name}' (shown once; send it as "Authorization: Bearer <token>"):\n${token}`);
});
