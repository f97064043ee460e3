import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

type FunctionComponentOf = (props: never) => ReactNode;
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/** A module's loader that keeps the module once it is in. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

/**
 * Wraps a loader so it keeps its module: a part rendered after it was loaded (by a preload, say) shows at
 * once, without a Suspense fallback for a frame.
 */
export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  const loader: ModuleLoader<M> = () => load().then((module) => (loader.loaded = module));
  return loader;
}

/**
 * A component exported by `name` from a module that loads on its first render; calling `load` earlier (on a
 * press or focus) preloads it, since the browser keeps one copy of a module. With a `moduleLoader` already
 * loaded, it renders at once.
 */
export const lazyExport = <M extends Record<K, FunctionComponentOf>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => {
  // The module's own component type, props and all; TypeScript cannot see that M[K] is one by itself.
  type Part = ComponentType<PropsOf<M[K]>>;
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as Part }));
  return (props: PropsOf<M[K]>) => {
    const loaded = (load as ModuleLoader<M>).loaded?.[name] as unknown as Part | undefined;
    // createElement cannot check a generic component's props against generic props: they are the same type.
    return createElement((loaded ?? Lazy) as ComponentType<object>, props as object);
  };
};
