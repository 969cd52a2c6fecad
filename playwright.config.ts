import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/ensure-chromium';

/**
 * e2e tests drive Debian's Chromium against the built app served by real servers: each worker
 * starts its own on its own copy of the demo data (tests/e2e/fixtures.ts), cloned from the
 * template database that tests/e2e/setup/global-setup.ts prepares in an embedded PostgreSQL.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/setup/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    // A trace (DOM snapshots of every step, network, console) is recorded for a retry, which CI
    // gives a failed test: recording one for every test cost a fifth of the stage (32 tests:
    // 111 and 116 s with it, 85 and 101 s without), and the screencast another 30 % before that.
    // Locally, `npx playwright test <spec> --trace retain-on-failure` keeps a failing test's.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    // The browser asks for less motion, which the app honours (src/theme.ts): spinners and fades
    // redrawn every frame while tests wait cost Chromium's GPU process a third of its CPU (69 ->
    // 43 CPU-s of a 146-test stage). A test of the app in motion says
    // test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
