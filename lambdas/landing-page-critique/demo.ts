import type { PageCheck } from '../shared/contracts/page-checks';
import { conversionGoalLabels, critiqueSubject } from './contract';
import {
  accessibilityChecks,
  advice,
  goalCallToAction,
  goalTestIdea,
  goalTools,
  strengthNotes,
} from './demo-notes';
import type { CritiqueInput } from './prompt';

/** How many competitor comparisons the opportunities name: the first few make the point. */
const COMPARISONS = 4;

const cite = (check: PageCheck) => `[${check.label}: ${check.value}]`;
const needsWork = (check: PageCheck) => check.verdict === 'warn' || check.verdict === 'fail';
const count = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;
const section = (title: string, lines: string[]) => `## ${title}\n${lines.join('\n')}`;

function overview(input: CritiqueInput): string[] {
  const { request, checks } = input;
  const passing = checks.filter((check) => check.verdict === 'pass').length;
  const failing = checks.filter((check) => check.verdict === 'fail').length;
  const warning = checks.filter((check) => check.verdict === 'warn').length;
  return [
    'This is a demo critique, written from the measured checks without an AI model.',
    `- Page: ${request.mode === 'url' ? critiqueSubject(request.landingPageUrl) : 'pasted copy'}`,
    `- Industry: ${request.industry}`,
    `- Audience: ${request.targetAudience}`,
    `- Goal: ${conversionGoalLabels[request.conversionGoal]}`,
    `- Measured: ${passing} of ${checks.length} checks pass, ${count(warning, 'warning')} and ${count(failing, 'failure')}.`,
  ];
}

function strengths(checks: PageCheck[]): string[] {
  const passing = checks.filter((check) => check.verdict === 'pass').slice(0, 6);
  if (!passing.length)
    return ['- No measured check passes yet: the recommendations below are the place to start.'];
  return passing.map(
    (check) => `- ${check.label} (${check.value}): ${strengthNotes[check.id] ?? 'it meets the target.'}`,
  );
}

function opportunities(input: CritiqueInput): string[] {
  const lines = input.checks
    .filter(needsWork)
    .map((check) => `- ${check.label}: ${check.value} (target: ${check.threshold}).`);
  const theirs = new Map(input.competitorChecks?.map((check) => [check.id, check]));
  const behind = input.checks.filter((check) => needsWork(check) && theirs.get(check.id)?.verdict === 'pass');
  for (const check of behind.slice(0, COMPARISONS))
    lines.push(
      `- The competitor's page passes "${check.label}" (${theirs.get(check.id)!.value}) where this one does not.`,
    );
  return lines.length
    ? lines
    : ['- Every measured check passes: test the message itself with the ideas below.'];
}

function recommendations(checks: PageCheck[]): string[] {
  const order = [
    ...checks.filter((c) => c.verdict === 'fail'),
    ...checks.filter((c) => c.verdict === 'warn'),
  ];
  const lines = order
    .filter((check) => advice[check.id])
    .map((check) => `- ${advice[check.id]} ${cite(check)}`);
  return lines.length ? lines : ['- Keep what works and change one thing at a time, measuring each change.'];
}

function accessibility(input: CritiqueInput): string[] {
  const lines = input.checks
    .filter((check) => accessibilityChecks.includes(check.id) && check.verdict !== 'info')
    .map((check) =>
      needsWork(check)
        ? `- Needs work: ${advice[check.id]} ${cite(check)}`
        : `- Fine: ${strengthNotes[check.id]} ${cite(check)}`,
    );
  if (input.request.mode === 'text')
    lines.push(
      '- Pasted copy has no markup, so alt text, language and headings are checked on the live page only.',
    );
  return lines.length
    ? lines
    : ['- The checks that bear on accessibility could not be measured for this copy.'];
}

function testIdeas(input: CritiqueInput): string[] {
  const goalCta = goalCallToAction[input.request.conversionGoal];
  const byId = new Map(input.checks.map((check) => [check.id, check]));
  const ctas = byId.get('cta-count');
  const current = ctas?.verdict === 'pass' ? /^"([^"]+)"/.exec(ctas.evidence)?.[1] : undefined;
  const h1 = byId.get('h1');
  return [
    current
      ? `- Test the call to action "${current}" against "${goalCta}".`
      : `- Test one clear "${goalCta}" button near the top against the current page.`,
    h1?.verdict === 'pass'
      ? `- Test the H1 ${h1.evidence} against a headline that names the result your audience wants most.`
      : '- Test a headline that names the result your audience wants most against one that names the product.',
    ...(byId.get('forms')?.verdict === 'warn'
      ? ['- Test the form with only name and email against the full form.']
      : []),
    `- ${goalTestIdea[input.request.conversionGoal]}`,
  ];
}

function tools(input: CritiqueInput): string[] {
  return [
    '- Google PageSpeed Insights, to check how fast the page loads on phones.',
    '- WAVE or axe DevTools, to audit accessibility beyond these checks.',
    '- Microsoft Clarity or Hotjar, to see where visitors click and stop scrolling.',
    `- ${goalTools[input.request.conversionGoal]}`,
  ];
}

/** A critique written from the real measured checks: what demo mode answers instead of a model. */
export function demoCritique(input: CritiqueInput): string {
  return [
    section('Overview', overview(input)),
    section('Strengths', strengths(input.checks)),
    section('Opportunities', opportunities(input)),
    section('Recommendations', recommendations(input.checks)),
    section('Accessibility Audit', accessibility(input)),
    section('A/B Test Ideas', testIdeas(input)),
    section('Tool Suggestions', tools(input)),
  ].join('\n\n');
}
