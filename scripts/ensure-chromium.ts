import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Browser tests drive Debian's Chromium (Playwright's own download cannot work here).
 * Installs it when missing: as root directly, otherwise through sudo.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium was installed but ${CHROMIUM} does not exist`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
