/// <reference types="vite/client" />

/** Build-time settings the app reads (README 'Configuration'). */
interface ImportMetaEnv {
  /** The API base the admin app calls; `/api` (same origin) when unset. */
  readonly VITE_API_URL?: string;
}
