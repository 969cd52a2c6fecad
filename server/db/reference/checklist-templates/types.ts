/** One heading of a checklist template; children nest one level deeper (at most level 4). */
export interface ChecklistNode {
  name: string;
  requiresDocument?: boolean;
  children?: ChecklistNode[];
}

/** A checklist (spec §9 'Checklist types': Office, Hospitality): per round, one level-0 root heading and its tree. */
export interface ChecklistTemplate {
  name: 'Office' | 'Hospitality';
  rounds: { 1: ChecklistNode; 2: ChecklistNode };
}

/** One template heading as a row to insert: rows of round 1 come first, each round in tree (pre-)order. */
export interface ChecklistRow {
  round: 1 | 2;
  level: number;
  /** Child indexes from the round's root: [] for the root, [0, 2] for its first child's third child. */
  path: number[];
  name: string;
  requiresDocument: boolean;
  /** Index of the parent in the same array, so ids can be mapped as rows are inserted; null for a root. */
  parentIndex: number | null;
}
