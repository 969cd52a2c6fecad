import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { checklistItems, checklists } from '../schema';
import { CHECKLIST_TEMPLATES, flattenChecklist } from './checklist-templates';

interface TemplateRow {
  round: 1 | 2;
  level: number;
  name: string;
  requiresDocument: boolean;
  parentIndex: number | null;
  /** Order among its siblings, from 1. */
  displayOrder: number;
}

/** The template's rows in tree order, each with its place among its siblings. */
function templateRows(template: (typeof CHECKLIST_TEMPLATES)[number]): TemplateRow[] {
  const flat = flattenChecklist(template);
  return flat.map((node) => ({
    round: node.round,
    level: node.level,
    name: node.name,
    requiresDocument: node.requiresDocument,
    parentIndex: node.parentIndex,
    displayOrder: (node.path.at(-1) ?? 0) + 1,
  }));
}

/** The stored rows of one checklist in the same form, to tell whether the code's template changed. */
async function storedRows(db: DbOrTx, checklistId: number): Promise<TemplateRow[]> {
  const rows = await db.select().from(checklistItems).where(eq(checklistItems.checklistId, checklistId)).orderBy(asc(checklistItems.id));
  const indexOf = new Map(rows.map((row, i) => [row.id, i]));
  return rows.map((row) => ({
    round: row.round as 1 | 2,
    level: row.level,
    name: row.displayName,
    requiresDocument: row.requiresDocument,
    parentIndex: row.parentId === null ? null : (indexOf.get(row.parentId) ?? -1),
    displayOrder: row.displayOrder,
  }));
}

const same = (a: TemplateRow[], b: TemplateRow[]) =>
  a.length === b.length && a.every((row, i) => JSON.stringify(row) === JSON.stringify(b[i]));

/**
 * The checklist templates live in code (./checklist-templates, reviewed like any change); this
 * writes them into checklist_items, which build-dataroom copies from. Run after the migrations
 * at every start: a checklist whose rows differ from its template is replaced whole (data rooms
 * already built keep their headings; their link to the old entry is cleared). Rows are inserted
 * in tree order, so ids follow the template. Serialised by an advisory lock, for several
 * processes starting at once.
 */
export async function syncChecklistTemplates(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('checklist_items.sync'))`);
    for (const template of CHECKLIST_TEMPLATES) {
      const [checklist] = await tx.select({ id: checklists.id }).from(checklists).where(eq(checklists.name, template.name));
      if (!checklist) throw new Error(`Checklist '${template.name}' is missing from the checklists table (migration 0001)`);
      const wanted = templateRows(template);
      if (same(wanted, await storedRows(tx, checklist.id))) continue;
      await tx.delete(checklistItems).where(eq(checklistItems.checklistId, checklist.id));
      const ids: number[] = [];
      for (const row of wanted) {
        const [inserted] = await tx
          .insert(checklistItems)
          .values({
            checklistId: checklist.id,
            parentId: row.parentIndex === null ? null : ids[row.parentIndex],
            round: row.round,
            level: row.level,
            displayName: row.name,
            requiresDocument: row.requiresDocument,
            displayOrder: row.displayOrder,
          })
          .returning({ id: checklistItems.id });
        ids.push(inserted.id);
      }
    }
  });
}
