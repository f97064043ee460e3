import type { RoastResult } from '@lambdas/brand-roast/contract';
import { joinVoice } from '@lambdas/brand-roast/documents/roast-text';
import { demoLinesOf, type Demo } from '@/lib/demo-output';

/** The document's parts, shared by the Word and PDF builders so both files say the same. */
export interface RoastSections {
  title: string;
  /** A demo's lines: whose sample it is and that no model wrote it; none for a model's answer. */
  demoLines: string[];
  roast: string;
  taglines: string[];
  pitch: string;
  voice: string;
}

export const roastSections = (brandName: string, result: RoastResult, demo: Demo): RoastSections => ({
  title: `Brand Roast & Rebuild: ${brandName}`,
  demoLines: demoLinesOf(demo),
  roast: result.roast,
  taglines: result.rebuild.new_taglines,
  pitch: result.rebuild.elevator_pitch,
  voice: joinVoice(result.rebuild.voice),
});
