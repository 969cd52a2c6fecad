import { parseArgs } from 'node:util';
import { revokeServiceTokens } from '../lib/service-tokens';
import { runWithDatabase } from './run-with-database';

// npm run token:revoke -- --name public-site
const { values } = parseArgs({ options: { name: { type: 'string' } } });
const name = values.name?.trim();
if (!name) {
  console.log('Revokes every live service token of that name.\n\n  npm run token:revoke -- --name public-site');
  process.exit(1);
}
runWithDatabase(false, async (db) => {
  const count = await revokeServiceTokens(db, name);
  console.log(count ? `Revoked ${count} token(s) named '${name}'.` : `No live token is named '${name}'.`);
  if (!count) process.exitCode = 1;
});
