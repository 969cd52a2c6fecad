interface TreeNode {
  id: number;
  parentId: number | null;
}

/**
 * `rows` in tree order: each row, then its subtree, depth first; siblings in the order they
 * came in, or by `siblingOrder` when given. Done here rather than by a recursive query ordered
 * by path arrays, which took twice as long for a 5,000-item round (bench/dataroom.ts), and the
 * siblings sorted here rather than by the query's ORDER BY, which took 3.7 of its 12 ms. A row
 * whose parent is not among `rows` is a root.
 */
export function treeOrder<T extends TreeNode>(rows: readonly T[], siblingOrder?: (a: T, b: T) => number): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(row);
    else children.set(parent, [row]);
  }
  if (siblingOrder) for (const siblings of children.values()) siblings.sort(siblingOrder);
  const ordered: T[] = [];
  // An explicit stack: a tree is only five levels deep, but nothing here should depend on that.
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length) {
    const row = stack.pop()!;
    ordered.push(row);
    const below = children.get(row.id);
    if (below) for (let i = below.length - 1; i >= 0; i--) stack.push(below[i]);
  }
  return ordered;
}
