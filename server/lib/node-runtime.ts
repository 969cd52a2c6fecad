/**
 * The Node line the product runs on and is tested with: the `node` package in node_modules (npm
 * scripts put its binary first on PATH), since the machine's own Node may be past its security
 * support. Kept equal to package.json's `engines.node` (a unit test compares them).
 */
export const SUPPORTED_NODE = { major: 24, minor: 11 };

/** Why `version` (process.version) is not the Node the product runs on, or undefined when it is. */
export function unsupportedNode(version: string): string | undefined {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const { major: wantMajor, minor: wantMinor } = SUPPORTED_NODE;
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return undefined;
  return (
    `This is Node ${version}; the product runs on Node ${wantMajor}.${wantMinor} or later, which npm ci installs ` +
    `in node_modules/.bin (the npm scripts use it). Outside npm, start it with node_modules/.bin/node.`
  );
}
