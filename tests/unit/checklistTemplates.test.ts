import { describe, expect, it } from 'vitest';
import { CHECKLIST_TEMPLATES, flattenChecklist } from '../../server/db/reference/checklist-templates';
import type { ChecklistNode, ChecklistTemplate } from '../../server/db/reference/checklist-templates/types';

interface Visited {
  node: ChecklistNode;
  level: number;
  parent: ChecklistNode | null;
}

/** Walks the tree itself, so the structure checks do not rest on flattenChecklist, which is tested against them. */
function walk(template: ChecklistTemplate): Visited[] {
  const seen: Visited[] = [];
  const visit = (node: ChecklistNode, level: number, parent: ChecklistNode | null) => {
    seen.push({ node, level, parent });
    node.children?.forEach((child) => visit(child, level + 1, node));
  };
  visit(template.rounds[1], 0, null);
  visit(template.rounds[2], 0, null);
  return seen;
}

const nodeAt = (root: ChecklistNode, path: number[]) => path.reduce((node, i) => node.children![i], root);

describe('flattenChecklist', () => {
  it('lists both rounds in pre-order with levels, paths and parent indexes', () => {
    const template: ChecklistTemplate = {
      name: 'Office',
      rounds: {
        1: { name: 'A', children: [{ name: 'B', children: [{ name: 'C', requiresDocument: true }] }, { name: 'D' }] },
        2: { name: 'E', children: [{ name: 'F', requiresDocument: true }] },
      },
    };
    expect(flattenChecklist(template)).toEqual([
      { round: 1, level: 0, path: [], name: 'A', requiresDocument: false, parentIndex: null },
      { round: 1, level: 1, path: [0], name: 'B', requiresDocument: false, parentIndex: 0 },
      { round: 1, level: 2, path: [0, 0], name: 'C', requiresDocument: true, parentIndex: 1 },
      { round: 1, level: 1, path: [1], name: 'D', requiresDocument: false, parentIndex: 0 },
      { round: 2, level: 0, path: [], name: 'E', requiresDocument: false, parentIndex: null },
      { round: 2, level: 1, path: [0], name: 'F', requiresDocument: true, parentIndex: 4 },
    ]);
  });
});

describe('checklist templates', () => {
  it('are Office then Hospitality', () => {
    expect(CHECKLIST_TEMPLATES.map((t) => t.name)).toEqual(['Office', 'Hospitality']);
  });

  describe.each(CHECKLIST_TEMPLATES.map((t) => [t.name, t] as const))('%s', (_name, template) => {
    const seen = walk(template);

    it('has at least 40 entries, both rounds rooted at one level-0 heading', () => {
      expect(seen.length).toBeGreaterThanOrEqual(40);
      const rows = flattenChecklist(template);
      for (const round of [1, 2] as const) {
        const roots = rows.filter((row) => row.round === round && row.level === 0);
        expect(roots).toHaveLength(1);
        expect(roots[0].name).toBe(template.rounds[round].name);
        expect(template.rounds[round].children?.length).toBeGreaterThan(0);
      }
    });

    it('nests from level 0 to 4, reaching levels 3 and 4', () => {
      for (const { level } of seen) expect(level).toBeLessThanOrEqual(4);
      const levels = new Set(seen.map((v) => v.level));
      expect([...levels].sort()).toEqual([0, 1, 2, 3, 4]);
    });

    it('names headings plainly: trimmed, at most 120 characters, no numbering of their own', () => {
      for (const { node } of seen) {
        expect(node.name.trim(), node.name).toBe(node.name);
        expect(node.name.length, node.name).toBeGreaterThan(0);
        expect(node.name.length, node.name).toBeLessThanOrEqual(120);
        expect(node.name, 'the app numbers headings itself').not.toMatch(/^(\d|[ivx]+[.)]\s|[a-z][.)]\s)/i);
        expect(node.name, 'no trailing punctuation').not.toMatch(/[.,;:]$/);
      }
    });

    it('keeps sibling names unique', () => {
      for (const { node } of seen) {
        const names = (node.children ?? []).map((child) => child.name.toLowerCase());
        expect(new Set(names).size, node.name).toBe(names.length);
      }
    });

    it('asks for documents on at least 25 entries and never on a root', () => {
      expect(seen.filter((v) => v.node.requiresDocument).length).toBeGreaterThanOrEqual(25);
      for (const round of [1, 2] as const) expect(template.rounds[round].requiresDocument ?? false).toBe(false);
    });

    it('flattens every node once, parents first, with matching paths, levels and parent indexes', () => {
      const rows = flattenChecklist(template);
      expect(rows).toHaveLength(seen.length);
      expect(rows.map((row) => row.round)).toEqual([...rows.map((row) => row.round)].sort());
      rows.forEach((row, i) => {
        const node = nodeAt(template.rounds[row.round], row.path);
        expect(row.name).toBe(node.name);
        expect(row.requiresDocument).toBe(node.requiresDocument ?? false);
        expect(row.level).toBe(row.path.length);
        expect(row.level).toBe(seen[i].level);
        expect(row.name).toBe(seen[i].node.name);
        if (row.parentIndex === null) {
          expect(row.level).toBe(0);
        } else {
          const parent = rows[row.parentIndex];
          expect(row.parentIndex).toBeLessThan(i);
          expect(parent.round).toBe(row.round);
          expect(parent.level).toBe(row.level - 1);
          expect(parent.path).toEqual(row.path.slice(0, -1));
        }
      });
    });
  });

  // Documents a buyer's attorneys ask for first; a rename must keep them findable.
  const keyDocuments = {
    Office: [
      'title deed',
      'zoning',
      'tenancy schedule',
      'rent roll',
      'electrical certificate of compliance',
      'occupation certificate',
      'environmental',
    ],
    Hospitality: [
      'title deed',
      'zoning',
      'electrical certificate of compliance',
      'occupation certificate',
      'environmental',
      'occupancy, adr and revpar',
      'grading',
      'liquor licence',
      'franchise agreement',
      'hotel management agreement',
      'ff&e register',
      'certificate of acceptability for food premises',
    ],
  };

  it.each(CHECKLIST_TEMPLATES.map((t) => [t.name, t] as const))('%s names the key documents', (name, template) => {
    const names = walk(template).map((v) => v.node.name.toLowerCase());
    for (const wanted of keyDocuments[name])
      expect(
        names.some((n) => n.includes(wanted)),
        wanted,
      ).toBe(true);
  });
});
