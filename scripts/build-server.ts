import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// `npm run build:server` (part of `npm run build`): the server as plain JavaScript, so production
// runs `node dist-server/main.js` with no TypeScript loader. `--outdir` builds elsewhere (the
// production-run system test builds into a temp dir rather than race a developer's build).

/** The server, and every command docs/deployment.md tells operators to run in production. */
const ENTRIES = [
  'server/main.ts',
  ...['admin-create', 'backup', 'restore', 'token-create', 'token-revoke', 'check-consistency', 'audit-verify', 'storage-copy'].map(
    (name) => `server/cli/${name}.ts`,
  ),
];

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist-server' } } });
const outdir = path.resolve(values.outdir);

await rm(outdir, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES,
  // Every bundle at the top of outdir with the migrations beside it: server/db/migrate.ts finds its
  // folder next to its own file, which in the build is the bundle's file. One rule in both places,
  // and no guessing of the project root from the working directory.
  entryNames: '[name]',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Packages stay in node_modules (native addons, pino's transport loaded by name); our own code,
  // `@common/*` included, is bundled. Unminified, so a stack trace still reads.
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
});
await cp(path.join(ROOT, 'server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

// `packages: 'external'` takes any bare path for a package; a tsconfig alias left unresolved
// would only fail when production starts.
const unbundled = Object.values(metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((imported) => imported.external && imported.path.startsWith('@common/'));
if (unbundled.length) throw new Error(`Left unbundled: ${[...new Set(unbundled.map((i) => i.path))].join(', ')}`);
console.log(`Server built into ${path.relative(process.cwd(), outdir) || '.'}/ (${ENTRIES.length} entry points).`);
