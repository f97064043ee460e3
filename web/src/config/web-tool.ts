import type { LucideIcon } from 'lucide-react';
import type { ProfileKey } from '../lib/workspace/profile';

/**
 * A tool's browser side, declared once in `web/src/features/<id>/tool.ts` (its server side is
 * `catalog/tools/<id>.ts`). Loaded with every page, so it holds only data: its page is
 * `components/<id>-page.tsx`, found by file (config/tool-features.ts) and loaded on demand.
 */
export interface WebTool {
  /** The header link, the page's h1 and document title. */
  label: string;
  /** Where it sits in the header, home grid and footer lists: lower first. */
  place: number;
  /** The card title on the home grid, when the tool is there. */
  homeTitle?: string;
  /** The link text in the footer's Tools column, when the tool is there. */
  footerLabel?: string;
  /** One line on the home grid card. */
  blurb: string;
  /** The page's meta description. */
  description: string;
  icon: LucideIcon;
  /** In the header (and the mobile drawer). */
  header: boolean;
  /** The request's fields that tell two of its results apart (Recent results shows the first one filled). */
  subject: readonly string[];
  /** The form fields the business profile pre-fills, each with the profile field it takes. */
  profile: Readonly<Record<string, ProfileKey>>;
}

/** Declares a tool's browser side. */
export const webTool = <const T extends WebTool>(tool: T): T => tool;
