import { LanguageScope } from '@/components/generation/language-scope';
import { ToolPage } from '@/components/tool-page';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { useContentGrader } from '../api/use-content-grader';
import { ContentGraderForm } from './content-grader-form';
import { ContentGraderResult } from './content-grader-result';

const benefits = ['A first draft in seconds', 'Copy it or download a Word file', 'Refine it in one click'];

export function ContentGraderPage() {
  const generation = useContentGrader();
  const items = generation.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <ToolPage
      tool="content-grader"
      intro="Give it a topic: get a short draft, written as you watch."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={<ContentGraderForm generating={generation.isPending} onSubmit={generation.start} />}
      result={
        <>
          <LanguageScope language={generation.language}>
            <ContentGraderResult
              items={items}
              topic={generation.body?.topic}
              generating={generation.isPending}
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
