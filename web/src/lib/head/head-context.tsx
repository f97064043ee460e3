import { createContext, useContext, type ReactNode } from 'react';
import type { PageHead } from './head-tags';

/** Where the server's render records the page's head; the browser has none and writes to document.head. */
export interface HeadCollector {
  siteUrl: string;
  /** Called by each PageMeta as it renders; the last one rendered (the innermost page) wins. */
  record(head: PageHead): void;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/** The server render's collector, or null in the browser. */
export const useHeadCollector = () => useContext(HeadContext);
