import { lazy, type ComponentType, type ReactNode } from 'react';

type FunctionComponentOf = (props: never) => ReactNode;
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/**
 * A component exported by `name` from a module that loads on its first render; calling `load` earlier (on a
 * press or focus) preloads it, since the browser keeps one copy of a module.
 */
export const lazyExport = <M extends Record<K, FunctionComponentOf>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) =>
  // The module's own component type, props and all; TypeScript cannot see that M[K] is one by itself.
  lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<PropsOf<M[K]>> }));
