import type { TestProject } from 'vitest/node';
import { buildServer } from './built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's build of the server (tests/setup/built-server.ts): main.js and the operator commands. */
    serverDir: string;
  }
}

/** The API, system and cluster tests run the server and its operator commands as production runs them, built once for the run. */
export default async function setup(project: TestProject) {
  const server = await buildServer();
  project.provide('serverDir', server.dir);
  return () => server.remove();
}
