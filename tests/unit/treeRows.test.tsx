import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreeRows } from '../../src/custom/data-rooms/view/TreeRows';

afterEach(() => vi.unstubAllGlobals());

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const renderRows = (count: number) =>
  render(<TreeRows label="Rows" items={items(count)} row={(item) => <li key={item.id}>{item.name}</li>} />);

describe('TreeRows', () => {
  it('draws every row of a usual room', () => {
    renderRows(300);
    expect(within(screen.getByRole('list', { name: 'Rows' })).getAllByRole('listitem')).toHaveLength(300);
  });

  it('in a room of thousands draws only the rows near the window, from the top, and keeps the space of the rest', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    renderRows(5000);
    const list = screen.getByRole('list', { name: 'Rows' });
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn[0]).toHaveTextContent('Row 1');
    // The rows not drawn keep their place below, so the page scrolls as if all were there.
    expect(Number.parseInt(getComputedStyle(list.parentElement!).paddingBottom)).toBeGreaterThan(100_000);
  });
});
