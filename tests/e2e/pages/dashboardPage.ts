import type { Page } from '@playwright/test';

/** The home page's figures (issue 32): a card per chart, each with its summary and a table of links. */
export function dashboardFigures(page: Page) {
  const region = page.getByRole('region', { name: 'Figures', exact: true });
  const card = (title: string) => region.getByRole('region', { name: title, exact: true });
  return {
    region,
    card,
    table: (title: string) => region.getByRole('table', { name: title, exact: true }),
    /** A figure's link in its chart's table, by the thing it counts ('For Sale'). */
    link: (title: string, name: string) => region.getByRole('table', { name: title, exact: true }).getByRole('link', { name, exact: true }),
    /** The bars MUI X Charts draws in a card, in the order of its table's rows. */
    bars: (title: string) => card(title).locator('.MuiBarElement-root'),
  };
}
