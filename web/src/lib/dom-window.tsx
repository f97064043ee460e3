import { createContext, useContext, type ReactNode } from 'react';

/** The DOM that HTML is parsed and sanitized in: the browser's, or one the prerenderer lends (jsdom). */
export type DomWindow = Window & typeof globalThis;

const DomWindowContext = createContext<DomWindow | null>(null);

export function DomWindowProvider({ window, children }: { window: DomWindow; children: ReactNode }) {
  return <DomWindowContext.Provider value={window}>{children}</DomWindowContext.Provider>;
}

/** The lent DOM while prerendering, else the browser's window. */
export function useDomWindow(): DomWindow {
  return useContext(DomWindowContext) ?? window;
}
