/** Pure and browser-safe: what a brief from Recent results gives the grade to aim at. */
import { splitBrief } from '../../shared/documents/brief-sections';
import type { BriefTargets } from '../contract';
import { contentGraderLimits } from '../fields';

const QUESTION = /\?\s*$/;
const clipLine = (text: string) => text.trim().slice(0, contentGraderLimits.target);

/**
 * A brief's focus keyword (its SEO Snapshot, else the first keyword it was asked for), its outline's H2 and H3
 * headings, and every question it lists (in the outline or anywhere else), each at most one line.
 */
export function briefTargets(brief: string, askedKeyword: string | undefined): BriefTargets {
  const sections = splitBrief(brief);
  const snapshot = sections.find((section) => /snapshot/i.test(section.title))?.body ?? '';
  const focus = snapshot
    .split('\n')
    .map((line) => /^-?[ \t]*focus keyword:(.*)$/i.exec(line)?.[1]?.trim())
    .find(Boolean);
  const outline = sections.find((section) => /outline/i.test(section.title))?.body ?? '';
  const headings = outline
    .split('\n')
    .map((line) => line.replace(/^[\s~+]*[-*]\s*(?:H[23]:\s*)?/i, ''))
    .filter((line) => line.trim() && !QUESTION.test(line))
    .map(clipLine);
  const questions = sections
    .flatMap((section) => section.body.split('\n'))
    .map((line) => line.replace(/^[\s~+]*[-*]\s*(?:H[23]:\s*)?/i, ''))
    .filter((line) => QUESTION.test(line))
    .map(clipLine);
  const keyword = clipLine(focus ?? askedKeyword ?? '');
  return {
    ...(keyword ? { keyword } : {}),
    headings: [...new Set(headings)].slice(0, contentGraderLimits.targets),
    questions: [...new Set(questions)].slice(0, contentGraderLimits.targets),
  };
}
