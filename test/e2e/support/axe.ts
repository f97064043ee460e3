import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The page's axe violations as `rule: targets` lines, empty when it passes. axe gathers only violations in
 * full (`resultTypes`): the passes, incomplete and inapplicable lists no test reads were most of a scan's
 * work, and under load they pushed a two-state scan past jest's timeout.
 */
export async function axeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  // A toast or panel still fading in is read at its half-faded colours (a contrast violation of a frame, not
  // of the page): under load the scan caught one mid-way. Every running animation is run to its end first.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // An endless one (a spinner) cannot be finished, and its colours do not fade.
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.exclude) builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
