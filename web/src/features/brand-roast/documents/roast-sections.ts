import type { RoastResult } from '@lambdas/brand-roast/contract';
import { joinVoice } from '@lambdas/brand-roast/documents/roast-text';
import { DEMO_OUTPUT_LINE } from '@/lib/demo-output';

/** The document's parts, shared by the Word and PDF builders so both files say the same. */
export interface RoastSections {
  title: string;
  demoLine?: string;
  roast: string;
  taglines: string[];
  pitch: string;
  voice: string;
}

export const roastSections = (brandName: string, result: RoastResult, demo: boolean): RoastSections => ({
  title: `Brand Roast & Rebuild: ${brandName}`,
  ...(demo ? { demoLine: DEMO_OUTPUT_LINE } : {}),
  roast: result.roast,
  taglines: result.rebuild.new_taglines,
  pitch: result.rebuild.elevator_pitch,
  voice: joinVoice(result.rebuild.voice),
});
