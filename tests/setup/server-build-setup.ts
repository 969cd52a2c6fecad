import type { TestProject } from 'vitest/node';
import { buildServer } from '../../setup/built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's build of the server (tests/setup/built-server.ts): main.js and the operator commands. */
    serverDir: string;
  }
}

/** The system and cluster tests start the server as production runs it, built once for the run. */
export default async function setup(project: TestProject) {
  const server = await buildServer();
  project.provide('serverDir', server.dir);
  return () => server.remove();
}
