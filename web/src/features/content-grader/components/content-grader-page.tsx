import { LanguageScope } from '@/components/generation/language-scope';
import { ToolPage } from '@/components/tool-page';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { useContentGrader } from '../api/use-content-grader';
import { ContentGraderForm } from './content-grader-form';
import { ContentGraderResult } from './content-grader-result';

const benefits = [
  'Graded against the pages that rank today',
  'The topics, terms and questions it misses',
  'Five edits, and the score rising as you fix them',
];

export function ContentGraderPage() {
  const generation = useContentGrader();
  return (
    <ToolPage
      tool="content-grader"
      intro="Paste the draft you wrote, or the address where it is published, with its keyword: see what it covers and misses against the pages that rank today, the five edits that would raise its grade most, and the grade rise as you fix them."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={<ContentGraderForm generating={generation.isPending} onSubmit={generation.start} />}
      result={
        <>
          <LanguageScope language={generation.language}>
            <ContentGraderResult
              graded={generation.graded}
              previous={generation.previous}
              edits={generation.text}
              keyword={generation.body?.keyword ?? ''}
              generating={generation.writing}
              grading={generation.isPending && !generation.graded}
              demo={generation.demo}
              sample={generation.sample}
              error={generation.error}
            />
          </LanguageScope>
          <RefinePanel refinement={generation.refinement} hidden={generation.isPending} />
        </>
      }
    />
  );
}
