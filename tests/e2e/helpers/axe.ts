import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.1 levels A and AA, as axe-core tags its rules. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeViolation = axe.Result;

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now, within the elements `include`
 * selects if given. axe is loaded into each frame once and stays there for the in-app
 * navigations that follow: @axe-core/playwright evaluated its 600 KB source again for every
 * check and finished each in a new blank page, 1.8 CPU-s a check against 0.4 (issue 27). Frames
 * of the app's own origin are checked with it (the app has no other).
 */
export async function wcagViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    async ([selector, tags]) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(selector ?? document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } });
      return results.violations;
    },
    [include, WCAG_21_AA] as const,
  );
}
