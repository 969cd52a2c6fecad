import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own `lazy`
type AnyComponent = ComponentType<any>;

/** A view loaded on first use, which `preload()` may start loading earlier. */
export type LazyView<C extends AnyComponent> = ComponentType<ComponentProps<C>> & { preload(): Promise<unknown> };

/**
 * `lazy` for a module's named export: our views are named exports (STYLE.md), while `lazy`
 * wants a default one. `load` must stay a literal `() => import('./X')` at the call site so
 * the bundler still gives each view its own chunk.
 *
 * Once its chunk has arrived (by `preload()`, or an earlier render), the view renders
 * directly instead of through `lazy`: `lazy` suspends on its first render even when the chunk
 * is already here, and React then holds the content back until 300 ms after the fallback
 * appeared (its Suspense throttle): 170 ms of nothing before Manage Properties' first row
 * (issue 34, tmp profile of a cold load).
 */
export function lazyNamed<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyView<Module[Name]> {
  let loaded: Module[Name] | undefined;
  let loading: Promise<{ default: Module[Name] }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: module[name] };
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const View = (props: ComponentProps<Module[Name]>) => createElement(loaded ?? Lazy, props);
  View.displayName = `Lazy(${name})`;
  return Object.assign(View, { preload });
}
