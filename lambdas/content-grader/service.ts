import { DEFAULT_LANGUAGE } from '../shared/contracts/languages';
import type { PageFetcher } from '../shared/fetch';
import { json } from '../shared/http/responses';
import { parsePage } from '../shared/page-checks';
import type { Researcher } from '../shared/research';
import { cpuMeter, type CpuMeter } from '../shared/rate-limit/cpu-meter';
import { analyzer } from '../shared/text-analysis';
import { respondAfterResearch, type Researched } from '../shared/tool-route/researched';
import type { ToolInput } from '../shared/tool-route/tool-route';
import { contentGraderLimits, type ContentGraderRequest, type Graded } from './contract';
import { draftFromPage, draftFromText, type Draft } from './grade/draft';
import { gradeDraft } from './grade/grade';
import { targetsOf } from './grade/targets';
import type { EditsInput } from './prompt';
import { contentGraderTask } from './task';
import { analyseInSteps, GRADE_CPU_PER_VISITOR_DAY_MS, TextWork } from './text-work';

/** What grading needs besides the request: the safe fetcher, live research, and the visitor's CPU meter. */
export interface GraderDeps {
  fetchPage: PageFetcher;
  researcher: Researcher;
  cpu: CpuMeter;
}

/** The draft as pasted, or the published page read through the safe fetcher (its 4xx when it cannot be). */
async function readDraft(request: ContentGraderRequest, fetchPage: PageFetcher, work: TextWork) {
  if (request.mode === 'text') return work.step(() => draftFromText(request.draft));
  const page = await fetchPage(request.url);
  return work.step(async () => draftFromPage(await parsePage(page.html, contentGraderLimits.draft)));
}

/** The deps of one request: the grader's CPU counted against its visitor's day. */
export const graderDeps = (event: Parameters<typeof cpuMeter>[0], deps: Omit<GraderDeps, 'cpu'>) => ({
  ...deps,
  cpu: cpuMeter(event, GRADE_CPU_PER_VISITOR_DAY_MS),
});

/** The draft graded against what ranks for its keyword today (or the brief chosen, or its own page). */
export async function gradeRequest(
  request: ContentGraderRequest,
  { fetchPage, researcher, cpu }: GraderDeps,
  signal: AbortSignal,
): Promise<Researched<EditsInput, Graded>> {
  await cpu.check();
  const work = new TextWork();
  // Every step's CPU is the visitor's, a deadline's refusal included.
  const { draft, grade, fields, sources } = await measure(
    request,
    { fetchPage, researcher },
    work,
    signal,
  ).finally(() => cpu.charge(work.cpuMs));
  const { research: state, researchNote } = fields;
  const graded: Graded = {
    ...grade,
    research: state,
    sources: fields.sources,
    ...(researchNote ? { researchNote } : {}),
  };
  // The grade leads the stream as its data line; the done line carries nothing more.
  return { input: { request, draftText: draft.text, grade, sources }, fields: graded, done: {} };
}

/** The draft read, researched and graded in steps of `work`. */
async function measure(
  request: ContentGraderRequest,
  { fetchPage, researcher }: Omit<GraderDeps, 'cpu'>,
  work: TextWork,
  signal: AbortSignal,
) {
  // The draft first: a page that cannot be read is refused before a grounded search is spent on it.
  const draft: Draft = await readDraft(request, fetchPage, work);
  const [research, nlp] = await Promise.all([
    researcher.research(request.keyword, request.outputLanguage ?? DEFAULT_LANGUAGE, signal),
    analyzer(),
  ]);
  const { fields, sources } = research;
  const targets = await work.step(() =>
    targetsOf(request.keyword, sources, fields.questions ?? [], request.brief, nlp),
  );
  const analysis = await analyseInSteps(nlp, draft.text, work);
  const grade = await work.step(() => gradeDraft(draft, targets, nlp, analysis));
  return { draft, grade, fields, sources };
}

/**
 * The measured grade, then the edits that would raise it most: streamed (progress while the keyword is
 * researched, the grade as a `data` line, the edits as they are written) or one JSON object for scripts. With
 * `edits: false` (a re-grade of an edited draft) the grade alone, as JSON, and no model call.
 */
export async function gradeContent(
  { body, event, generator, signal }: ToolInput<ContentGraderRequest>,
  deps: GraderDeps,
) {
  if (!body.edits) {
    const { fields } = await gradeRequest(body, deps, signal);
    return json(200, {
      ...fields,
      edits: '',
      demo: generator.kind === 'demo',
      usage: { inputTokens: 0, outputTokens: 0 },
    });
  }
  return respondAfterResearch(
    event,
    generator,
    contentGraderTask,
    deps.researcher.live,
    (aborted) => gradeRequest(body, deps, aborted),
    (edits: string) => ({ edits }),
  );
}
