import { moduleLoader } from '@/lib/lazy-export';
import { useState } from 'react';
import type { ContentGraderBody, Graded } from '@lambdas/content-grader/contract';
import { useTool } from '@/lib/use-tool';

/** The grade, edits and sources on screen (tabs, labels, the research contract): loaded with a result. */
export const loadGradeContent = moduleLoader(() => import('../components/grade-content'));

/** Two grades are the same when they measured the same: a refinement of the edits keeps its grade. */
const sameGrade = (a: Graded | undefined, b: Graded | undefined) =>
  JSON.stringify([a?.score, a?.items]) === JSON.stringify([b?.score, b?.items]);

/**
 * One document and keyword: a pasted draft however edited, or one published address. A kept result's body is
 * read as stored (history checks its shape, not each tool's fields), so a field may be missing.
 */
const documentOf = (body: ContentGraderBody | undefined): string | undefined => {
  if (!body) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return JSON.stringify([
    body.mode,
    text(body.keyword).toLowerCase(),
    body.mode === 'url' ? text(body.url) : '',
  ]);
};

/**
 * Grades a draft with `POST /functions/v1/content-grader`: the measured grade arrives first (validated here),
 * then the edits as they are written; each grade is kept in Recent results. `previous` is the grade shown before
 * this one on the page when it was of the same document and keyword, so each item's and the score's change
 * can be shown; a grade of another page or keyword is never compared.
 */
export function useContentGrader() {
  const generation = useTool<ContentGraderBody>('content-grader', {
    success: 'Your draft is graded.',
    failure: 'Failed to grade your draft',
    parseData: async () => (await import('./graded')).readGraded,
    view: loadGradeContent,
  });
  const graded = generation.streamData as Graded | undefined;
  const document = documentOf(generation.body);
  const [grades, setGrades] = useState<{ last?: Graded; document?: string; before?: Graded }>({});
  // A new grade on screen: the one before it is kept (state set while rendering, as React's docs advise).
  if (graded && !sameGrade(graded, grades.last))
    setGrades({ last: graded, document, before: grades.document === document ? grades.last : undefined });
  return { ...generation, graded, previous: sameGrade(graded, grades.last) ? grades.before : undefined };
}
