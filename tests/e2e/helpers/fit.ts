import type { Page } from '@playwright/test';

/**
 * What scrolls sideways on the page (issue 11: nothing may): the page itself when it is wider
 * than the window, and any box inside it whose content overflows it sideways and scrolls
 * (a table too wide for its card). The property tabs are the one exception: MUI's scrollable
 * tabs, with arrows, by design. Each finding names the box and its widths; none means it fits.
 */
export const sidewaysScrolling = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const root = document.documentElement;
    const found = root.scrollWidth > root.clientWidth ? [`the page: ${root.scrollWidth} px in a ${root.clientWidth} px window`] : [];
    for (const box of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(box);
      if (!['auto', 'scroll'].includes(overflowX) || box.scrollWidth <= box.clientWidth + 1 || box.closest('.MuiTabs-root')) continue;
      found.push(
        `${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 2).join('.')}: ${box.scrollWidth} px in ${box.clientWidth} px`,
      );
    }
    return found;
  });

/** The top bar's left and right edges, and the window's width. */
export const topBarEdges = (page: Page) =>
  page.getByRole('banner').evaluate((bar) => {
    const { left, right } = bar.getBoundingClientRect();
    return { left, right, window: document.documentElement.clientWidth };
  });
