const LOCKED = 'data-locked-width';

/**
 * A dragged table row leaves the table's flow, so its cells would shrink to their content and
 * the other rows' columns would re-flow. Before the drag is measured, every header cell and
 * the dragged row's cells keep their current widths; `unlockCellWidths` lets them go.
 */
export function lockCellWidths(table: HTMLTableElement | null, draggableId: string) {
  if (!table) return;
  const row = table.querySelector(`[data-rfd-draggable-id="${CSS.escape(draggableId)}"]`);
  const cells = [...table.querySelectorAll<HTMLElement>('thead th'), ...(row?.querySelectorAll<HTMLElement>(':scope > td') ?? [])];
  const widths = cells.map((cell) => cell.getBoundingClientRect().width);
  cells.forEach((cell, i) => {
    cell.style.width = `${widths[i]}px`;
    cell.setAttribute(LOCKED, '');
  });
}

export function unlockCellWidths(table: HTMLTableElement | null) {
  table?.querySelectorAll<HTMLElement>(`[${LOCKED}]`).forEach((cell) => {
    cell.style.removeProperty('width');
    cell.removeAttribute(LOCKED);
  });
}
