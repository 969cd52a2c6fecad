import path from 'node:path';
import { inject } from 'vitest';

/** A script of the run's build of the server (tests/setup/server-build-setup.ts): `main.js`, `admin-create.js`, ... */
export const built = (file: string) => path.join(inject('serverDir'), file);
