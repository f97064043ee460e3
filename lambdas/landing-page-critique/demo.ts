import type { PageCheck } from '../shared/contracts/page-checks';
import { levels, type Level } from '../shared/generator/demo-levels';
import {
  ownInputSample,
  variantOf,
  variantNotes,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import {
  conversionGoalLabels,
  critiqueSubject,
  type ConversionGoal,
  type CritiqueResponse,
} from './contract';
import { alwaysTools, checkOrder, checkTools, checkWriting } from './demo-samples/checks';
import { goalTests } from './demo-samples/goals';
import { longestLines } from './demo-samples/longest';
import type { CritiqueInput } from './prompt';

/** What the demo critique is written from: the measured checks and the goal, nothing else. */
interface Measured {
  checks: readonly PageCheck[];
  competitorChecks?: readonly PageCheck[] | undefined;
  goal: ConversionGoal;
}

/** How many items each written length keeps: strengths, opportunities, recommendations, A/B ideas, tools. */
const sizes: Record<Level, [number, number, number, number, number]> = {
  0: [2, 3, 3, 2, 2],
  1: [3, 5, 5, 3, 3],
  2: [99, 99, 99, 3, 5],
};

/** A check's evidence as the critique cites it: its label and measured value, exactly as the checks table shows. */
const cite = (check: PageCheck) => `[${check.label}: ${check.value}]`;

const passing = (check: PageCheck) => check.verdict === 'pass';
const failing = (check: PageCheck) => check.verdict === 'warn' || check.verdict === 'fail';

/** The checks the demo has words for, in order of weight; fails before warnings. */
function ordered(checks: readonly PageCheck[]): PageCheck[] {
  const known = checks.filter((check) => checkWriting[check.id]);
  const rank = (check: PageCheck) => checkOrder.indexOf(check.id) + (check.verdict === 'fail' ? 0 : 100);
  return [...known].sort((a, b) => rank(a) - rank(b));
}

const said = (check: PageCheck) => {
  const writing = checkWriting[check.id]!;
  return check.verdict === 'pass'
    ? writing.pass
    : check.verdict === 'fail'
      ? (writing.fail ?? writing.warn)
      : writing.warn;
};

function overview({ checks, competitorChecks, goal }: Measured, level: Level): string[] {
  const pass = checks.filter(passing).length;
  const fails = ordered(checks).filter((check) => check.verdict === 'fail');
  const warns = checks.filter((check) => check.verdict === 'warn').length;
  const verdict = fails.length
    ? `fix what fails first: ${fails.map((check) => check.label).join(', ')}`
    : warns
      ? 'nothing fails; the checks that could be better are below'
      : 'every measured check passes, so the next gains are in the copy itself';
  return [
    `- Goal: ${conversionGoalLabels[goal].toLowerCase()}`,
    `- Measured: ${checks.filter((check) => check.verdict !== 'info').length} checks, ${pass} passing`,
    `- Verdict: ${verdict}`,
    ...(competitorChecks && level > 0
      ? [`- Competitor: ${competitorChecks.filter(passing).length} of its checks pass, against ${pass} here`]
      : []),
    ...(level > 0
      ? ['- The demo measured the page but did not read its copy: a model connected reads what it says']
      : []),
  ];
}

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`);

/** The critique at one written length, every sentence chosen by a check's verdict and cited from it. */
export function critiqueFromChecks(measured: Measured, level: Level): string {
  const [strengths, opportunities, fixes, tests, tools] = sizes[level];
  const checks = ordered(measured.checks);
  const general = checks.filter((check) => !checkWriting[check.id]!.access);
  const access = checks.filter((check) => checkWriting[check.id]!.access && check.verdict !== 'info');
  const toFix = general.filter(failing);
  const suggested = [...new Set([...toFix, ...access.filter(failing)].map((check) => checkTools[check.id]!))];
  const sections: [string, string[], string][] = [
    ['Overview', overview(measured, level), ''],
    [
      'Strengths',
      bullets(
        general
          .filter(passing)
          .slice(0, strengths)
          .map((c) => `${said(c)} ${cite(c)}`),
      ),
      'No measured check passes yet.',
    ],
    [
      'Opportunities',
      bullets(toFix.slice(0, opportunities).map((c) => `${said(c)} ${cite(c)}`)),
      'Every measured check passes.',
    ],
    [
      'Recommendations',
      bullets(toFix.slice(0, fixes).map((c) => `${checkWriting[c.id]!.fix} ${cite(c)}`)),
      'Keep the page as it measures now, and test the copy itself (below).',
    ],
    [
      'Accessibility Audit',
      bullets(access.map((c) => `${passing(c) ? 'Fine' : 'Needs work'}: ${said(c)} ${cite(c)}`)),
      'Pasted copy has no markup to audit: analyse the page by its address for this.',
    ],
    ['A/B Test Ideas', bullets(goalTests[measured.goal].slice(0, tests)), ''],
    ['Tool Suggestions', bullets([...new Set([...suggested, ...alwaysTools])].slice(0, tools)), ''],
  ];
  const more: Record<string, string[]> = level === 2 ? longestLines(measured.checks) : {};
  return sections
    .map(
      ([title, lines, none]) =>
        [title, [...(lines.length ? lines : [`- ${none}`]), ...(more[title] ?? [])]] as const,
    )
    .map(([title, lines]) => `## ${title}\n${lines.join('\n')}`)
    .join('\n\n');
}

/**
 * The critique written in advance from the visitor's own measured checks (docs/product.md#landing-page-critique):
 * about their page, so its first line says what it was computed from, and every figure is cited from a check.
 */
export function demoCritique(input: CritiqueInput): DemoAnswer<string> {
  const { request } = input;
  const page = request.mode === 'url' ? 'page' : 'copy';
  return {
    content: critiqueFromChecks(
      { checks: input.checks, competitorChecks: input.competitorChecks, goal: request.conversionGoal },
      1,
    ),
    sample: ownInputSample(
      {
        business: `your ${page}`,
        kind: 'as our checks measured it',
        basis: `Sample critique, written in advance from your ${page}’s measured checks.`,
      },
      {
        Page: request.mode === 'url' ? critiqueSubject(request.landingPageUrl) : 'pasted copy',
        Industry: request.industry,
        Audience: request.targetAudience,
        Goal: conversionGoalLabels[request.conversionGoal],
        Competitor: request.competitorUrl ? critiqueSubject(request.competitorUrl) : undefined,
      },
    ),
  };
}

/**
 * A refinement of a demo critique (issue 28): Shorter and Longer rewrite it from the checks the answer carries, at
 * the next written length; a critique the demo did not write comes back with a note.
 */
export function demoCritiqueVariant(
  previous: string,
  instruction: Instruction,
  answer?: unknown,
): DemoVariant<string> {
  const { checks, competitorChecks } = (answer ?? {}) as Partial<CritiqueResponse>;
  if (!checks) return { content: previous, note: variantNotes.unknown };
  const pools = (Object.keys(goalTests) as ConversionGoal[]).map((goal) => ({
    levels: levels.map((level) => critiqueFromChecks({ checks, competitorChecks, goal }, level)),
  }));
  return variantOf(pools, previous, instruction);
}
