import { HOSPITALITY_CHECKLIST } from './hospitality';
import { OFFICE_CHECKLIST } from './office';
import type { ChecklistNode, ChecklistRow, ChecklistTemplate } from './types';

/** Every checklist kind of spec §9, in the order the checklists table numbers them. */
export const CHECKLIST_TEMPLATES: readonly ChecklistTemplate[] = [OFFICE_CHECKLIST, HOSPITALITY_CHECKLIST];

/**
 * The template as rows, round 1 then round 2, each round in pre-order: a parent always comes
 * before its children, so inserting in this order can resolve parentIndex to a stored id.
 */
export function flattenChecklist(template: ChecklistTemplate): ChecklistRow[] {
  const rows: ChecklistRow[] = [];
  const visit = (node: ChecklistNode, round: 1 | 2, path: number[], parentIndex: number | null) => {
    const index = rows.length;
    rows.push({ round, level: path.length, path, name: node.name, requiresDocument: node.requiresDocument ?? false, parentIndex });
    node.children?.forEach((child, i) => visit(child, round, [...path, i], index));
  };
  for (const round of [1, 2] as const) visit(template.rounds[round], round, [], null);
  return rows;
}
