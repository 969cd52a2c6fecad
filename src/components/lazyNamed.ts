import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `lazy` for a module's named export: our views are named exports (STYLE.md), while `lazy`
 * wants a default one. `load` must stay a literal `() => import('./X')` at the call site so
 * the bundler still gives each view its own chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own `lazy`
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
