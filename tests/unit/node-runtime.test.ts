import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, unsupportedNode } from '../../server/lib/node-runtime';

// Issue 29, item 6: the product, its scripts and its tests run on a Node that still gets security
// fixes, the npm registry's `node` package, not the machine's Node 20.

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

describe('the Node the product runs on', () => {
  it('is the one npm installs in node_modules, as package.json engines says, and these tests run on it', () => {
    expect(pkg.engines.node).toBe(`>=${SUPPORTED_NODE.major}.${SUPPORTED_NODE.minor}`);
    expect(pkg.dependencies.node).toMatch(new RegExp(`^\\^${SUPPORTED_NODE.major}\\.`));
    expect(process.execPath).toBe(path.join(ROOT, 'node_modules', 'node', 'bin', 'node'));
    expect(unsupportedNode(process.version)).toBeUndefined();
  });

  it('names an older Node at start-up, and how to run the supported one', () => {
    expect(unsupportedNode('v20.20.2')).toMatch(
      /^This is Node v20\.20\.2; the product runs on Node 24\.11 or later.*node_modules\/\.bin\/node\.$/,
    );
    expect(unsupportedNode('v24.10.0')).toBeDefined();
    expect(unsupportedNode('v24.11.0')).toBeUndefined();
    expect(unsupportedNode('v26.1.0')).toBeUndefined();
  });
});
