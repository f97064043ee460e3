import { useCallback, useRef } from 'react';
import type { ContentGraderBody, Graded } from '@lambdas/content-grader/contract';
import { LanguageScope } from '@/components/generation/language-scope';
import { ToolPage } from '@/components/tool-page';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { toast } from '@/lib/toast';
import { useContentGrader } from '../api/use-content-grader';
import { useLiveGrade } from '../api/use-live-grade';
import { ContentGraderForm } from './content-grader-form';
import { ContentGraderResult } from './content-grader-result';

const benefits = [
  'Graded against the pages that rank today',
  'The topics, terms and questions it misses, each with its range',
  'The score rising as you type, and edits when you ask',
];

export function ContentGraderPage() {
  const generation = useContentGrader();
  const { graded, body, start } = generation;
  // A pasted draft's grade carries its targets: the editor is open, and the grade follows the typing.
  const targets = body?.mode === 'text' && !generation.isPending ? graded?.targets : undefined;
  const live = useLiveGrade(targets);
  const latest = useRef<string>(undefined);
  const { edit } = live;
  const onDraftEdit = useCallback(
    (draft: string) => {
      latest.current = draft;
      edit(draft);
    },
    [edit],
  );
  const shown: Graded | undefined = graded && live.grade ? { ...graded, ...live.grade } : graded;
  const suggestEdits = async () => {
    if (body?.mode !== 'text') return;
    const next: ContentGraderBody = { ...body, draft: latest.current ?? body.draft };
    // The route's schema (and zod) load with this click, never with the page.
    const { ContentGraderRequestSchema } = await import('@lambdas/content-grader/contract');
    const checked = ContentGraderRequestSchema.safeParse(next);
    if (checked.success) start(next);
    else toast.error(`Failed to grade your draft: ${checked.error.issues[0]?.message ?? 'invalid draft'}`);
  };
  return (
    <ToolPage
      tool="content-grader"
      intro="Paste the draft you wrote, or the address where it is published, with its keyword: see what it covers and misses against the pages that rank today, with a target range for every term, and watch the grade move as you edit. Ask for the five edits that would raise it most when you want them."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={
        <ContentGraderForm generating={generation.isPending} onSubmit={start} onDraftEdit={onDraftEdit} />
      }
      result={
        <>
          <LanguageScope language={generation.language}>
            <ContentGraderResult
              graded={shown}
              previous={live.grade ? graded : generation.previous}
              edits={generation.text}
              keyword={body?.keyword ?? ''}
              generating={generation.writing}
              grading={generation.isPending && !graded}
              demo={generation.demo}
              sample={generation.sample}
              error={generation.error}
              live={{ status: live.status, edited: Boolean(live.grade) }}
              onSuggestEdits={body?.mode === 'text' ? () => void suggestEdits() : undefined}
              onRetryResearch={() => body && start(body)}
            />
          </LanguageScope>
          <RefinePanel refinement={generation.refinement} hidden={generation.isPending} />
        </>
      }
    />
  );
}
