import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The page's axe violations as `rule: targets` lines, empty when it passes. axe gathers only violations in
 * full (`resultTypes`): the passes, incomplete and inapplicable lists no test reads were most of a scan's
 * work, and under load they pushed a two-state scan past jest's timeout.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
