import { buildIfStale } from './build-if-stale';

// `npm start`: the built admin app and the API on one port (see server/main.ts).
buildIfStale();
await import('../server/main');
