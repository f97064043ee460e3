import type { RoastResult } from '@lambdas/brand-roast/contract';
import { roastText } from '@lambdas/brand-roast/documents/roast-text';
import { markDemoText, type Demo } from '@/lib/demo-output';
import { fileNamePart } from '@/lib/download';

/** `brand-roast-{brand slug}.docx` / `.pdf`, e.g. `brand-roast-luz-de-alfama.pdf` (see `fileNamePart`). */
export const roastFileName = async (brandName: string, extension: 'docx' | 'pdf'): Promise<string> =>
  `brand-roast-${await fileNamePart(brandName, 'brand')}.${extension}`;

/** What Copy puts on the clipboard and Email puts in the message: every section, demo flagged. */
export const roastCopyText = (result: RoastResult, demo: Demo): string =>
  markDemoText(roastText(result), demo);

/** The Email button's `mailto:` link: no address, a subject naming the brand, the roast as body. */
export const roastMailto = (brandName: string, result: RoastResult, demo: Demo): string =>
  `mailto:?subject=${encodeURIComponent(`Brand Roast & Rebuild: ${brandName}`)}&body=${encodeURIComponent(
    roastCopyText(result, demo),
  )}`;
