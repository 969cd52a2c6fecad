import type { Locator, Page } from '@playwright/test';

/** Set on what the last screen showed when a test moved on within the app (navigateInApp). */
const LEFT = 'data-e2e-left';

/** A CSS condition: an element of the screen now shown, not one left from the last. */
export const FRESH = `:not([${LEFT}])`;

/**
 * Opens `path` as the app's own links do (the router's history, no reload), for tests that
 * check many screens in turn: starting the app afresh for each costs a second or more. What
 * the last screen showed is marked first, because the router keeps it up while the next one
 * loads: a check that waits for `fresh(...)` cannot pass on it.
 */
export const navigateInApp = (page: Page, path: string) =>
  page.evaluate(
    ([to, left]) => {
      for (const element of document.querySelectorAll('#main-content *')) element.setAttribute(left, '');
      // The state the router's own pushes carry, so its history index stays whole.
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
      history.pushState(state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    [path, LEFT] as const,
  );

/** `locator`, limited to what the screen now shown holds (see navigateInApp). */
export const fresh = (locator: Locator) => locator.and(locator.page().locator(FRESH));
