/**
 * The first-load budgets the suite holds (issue 44): home within 1.2× the bare stack's floor, and every tool
 * page within 15 KB gzip of home, so a tool's own code before its first input stays small.
 */
import { toolIds } from '../../lambdas/shared/tool-kit/manifest';
import type { WebRow } from './web-run';

export const HOME_OVER_FLOOR = 1.2;
export const TOOL_OVER_HOME_BYTES = 15 * 1024;

/** Each tool's page: /<id> (docs/adding-a-tool.md). */
const toolPaths = new Set(toolIds.map((id) => `/${id}`));

/** A page's budget in gzip bytes, or undefined for a page none is set for. */
export function budgetOf(path: string, floor: number, home: number): number | undefined {
  if (path === '/') return Math.floor(floor * HOME_OVER_FLOOR);
  return toolPaths.has(path) ? home + TOOL_OVER_HOME_BYTES : undefined;
}

/** The pages over their budget, each as 'path: bytes > budget'. */
export function overBudget(rows: readonly WebRow[], floor: number): string[] {
  const home = rows.find((row) => row.path === '/')?.bytes;
  if (home === undefined) throw new Error('bench:web: home was not measured');
  return rows.flatMap(({ path, bytes }) => {
    const budget = budgetOf(path, floor, home);
    return budget !== undefined && bytes > budget ? [`${path}: ${bytes} B > ${budget} B`] : [];
  });
}
