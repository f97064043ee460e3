import type { ResearchFields } from '../contracts/research';
import type { MeasuredSource } from './measure-source';

/** The visitor's words for each reason an answer is written without live data. */
export const researchNotes = {
  off: 'Live search is not turned on for this site.',
  region: 'Live search is not available in the region this site runs in.',
  dailyCap: 'Live search has reached its limit for today on this site. Please try again tomorrow.',
  budget: "Live search was skipped: today's AI capacity is nearly used up.",
  timeout: 'Live search did not answer in time.',
  failed: 'Live search could not be reached just now.',
  empty: 'Live search found no pages for this keyword.',
} as const;

/** What research gives the tool that asked: the public fields, and the measured sources its prompt reads. */
export interface ResearchOutcome {
  fields: ResearchFields;
  sources: MeasuredSource[];
  /** True when the sources came from the cache: no grounded search was made. */
  cached: boolean;
}

/** Research that did not happen, with the visitor's reason. */
export const withoutResearch = (state: 'off' | 'failed', note: string): ResearchOutcome => ({
  fields: { research: state, sources: [], researchNote: note },
  sources: [],
  cached: false,
});
