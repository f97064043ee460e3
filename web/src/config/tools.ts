import { textFieldOf, toolDeclarations, type Declared, type ToolId } from '@catalog/manifest';
import type { ComponentType } from 'react';
import { toolFeatures, toolPages } from '@/config/tool-features';
import type { WebTool } from './web-tool';

export type { ToolId };

/** One tool of the site: its declaration (`catalog/tools/<id>.ts`) and its browser side (`features/<id>/tool.ts`). */
export interface ToolEntry extends WebTool {
  /** The tool's one name: its folders, its page and its main route's id. */
  id: ToolId;
  path: `/${string}`;
  kind: Declared['kind'];
  /** The answer field a text tool's stream fills (and a refinement rewrites); structured tools have none. */
  textField?: string;
  /** Its page's module under web/ (`src/features/<id>/components/<id>-page.tsx`), and the page loaded on demand. */
  pageModule: string;
  page: () => Promise<ComponentType>;
}

/** A page module's one export whose name ends in `Page`. */
function pageOf(module: Record<string, unknown>, file: string): ComponentType {
  const pages = Object.entries(module).filter(([name]) => name.endsWith('Page'));
  if (pages.length !== 1) throw new Error(`${file} should export one component named …Page`);
  return pages[0]![1] as ComponentType;
}

function entryOf(declared: Declared): ToolEntry {
  const browser = toolFeatures[`../features/${declared.id}/tool.ts`];
  if (!browser) throw new Error(`Tool ${declared.id} has no web/src/features/${declared.id}/tool.ts`);
  const textField = textFieldOf(declared);
  const pageModule = `src/features/${declared.id}/components/${declared.id}-page.tsx`;
  const load = toolPages[pageModule.replace('src/', '../')];
  if (!load) throw new Error(`Tool ${declared.id} has no web/${pageModule}`);
  return {
    ...browser,
    pageModule,
    page: async () => pageOf(await load(), pageModule),
    id: declared.id,
    path: `/${declared.id}`,
    kind: declared.kind,
    ...(textField ? { textField } : {}),
  };
}

/**
 * Every tool, in the header's order: the router, header, drawer, footer, home grid, tool page titles, history
 * and refinements read this list, derived from the tools' declarations (docs/adding-a-tool.md).
 */
export const tools: readonly ToolEntry[] = toolDeclarations.map(entryOf).sort((a, b) => a.place - b.place);

/** The registry entry of a tool. */
export const toolById = (id: ToolId): ToolEntry => tools.find((tool) => tool.id === id)!;
