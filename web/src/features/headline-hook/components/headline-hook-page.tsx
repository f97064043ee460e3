import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { EmptyAnswerError } from '@/lib/api-errors';
import { useGenerateHeadlines } from '../api/generate-headlines';
import { failureMessage } from '../errors';
import { parseItems } from '../parse-items';
import { HeadlineForm } from './headline-form';
import { HeadlineResults } from './headline-results';

const benefits = [
  'Titles and opening lines in your tone',
  'A transparent score for every headline',
  'Copy one, copy all or download a Word file',
];

export function HeadlineHookPage() {
  const [empty, setEmpty] = useState(false);
  const generation = useGenerateHeadlines({
    success: ({ text }, body) => {
      const count = parseItems(text).length;
      if (count)
        return void toast.success('Generation complete', { description: `${count} ${body.mode} ready.` });
      setEmpty(true);
      toast.error('Generation failed', { description: new EmptyAnswerError().message });
    },
    failure: (error, body) =>
      toast.error('Generation failed', { description: failureMessage(error, body.mode) }),
  });

  function generate(body: HeadlineBody) {
    setEmpty(false);
    generation.start(body);
  }

  return (
    <ToolPage
      tool="headline-hook"
      intro="Give us a topic and an audience: get ten headlines with an emotional pull of your choice, or five opening lines in the style that suits your piece."
      benefits={benefits}
      form={<HeadlineForm generating={generation.isPending} onSubmit={generate} />}
      resultRef={generation.resultRef}
      result={
        <>
          <LanguageScope language={generation.language}>
            <HeadlineResults
              request={generation.body}
              text={generation.text}
              generating={generation.isPending}
              demo={generation.demo}
              sample={generation.sample}
              error={generation.error ?? (empty ? new EmptyAnswerError() : null)}
            />
          </LanguageScope>
          <RefinePanel refinement={generation.refinement} hidden={generation.isPending || empty} />
        </>
      }
    />
  );
}
