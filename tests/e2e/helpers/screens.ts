import path from 'node:path';
import type { Page, TestType } from '@playwright/test';

/**
 * Saves a screenshot for a human to look at under tmp/screens/ (git-ignored). Transitions
 * (drawer, dialog) are finished first so nothing is caught half-way.
 */
export const snap = (test: Pick<TestType<object, object>, 'info'>, page: Page, name: string, { fullPage = false } = {}) =>
  page.screenshot({
    path: path.join(test.info().config.rootDir, '..', '..', 'tmp', 'screens', `${name}.png`),
    animations: 'disabled',
    fullPage,
  });
