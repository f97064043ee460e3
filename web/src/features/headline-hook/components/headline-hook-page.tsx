import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { ToolPage } from '@/components/tool-page';
import { EmptyAnswerError } from '@/lib/generation-stream';
import { revealOnNarrowScreen } from '@/lib/reveal';
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
  const generation = useGenerateHeadlines();
  const [request, setRequest] = useState<HeadlineBody>();
  const [empty, setEmpty] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  function generate(body: HeadlineBody) {
    setRequest(body);
    setEmpty(false);
    revealOnNarrowScreen(resultRef.current);
    generation.generate(body, {
      onSuccess: ({ text }) => {
        const count = parseItems(text).length;
        if (count)
          return void toast.success('Generation complete', { description: `${count} ${body.mode} ready.` });
        setEmpty(true);
        toast.error('Generation failed', { description: new EmptyAnswerError().message });
      },
      onError: (error) => toast.error('Generation failed', { description: failureMessage(error, body.mode) }),
    });
  }

  return (
    <ToolPage
      title="Headline & Hook Writer"
      description="Write headlines that earn the click and hooks that keep readers reading, each headline scored against a published rubric."
      intro="Give us a topic and an audience: get ten headlines with an emotional pull of your choice, or five opening lines in the style that suits your piece."
      benefits={benefits}
      form={<HeadlineForm generating={generation.isPending} onSubmit={generate} />}
      resultRef={resultRef}
      result={
        <HeadlineResults
          request={request}
          text={generation.text}
          generating={generation.isPending}
          demo={generation.data?.demo ?? false}
          error={generation.error ?? (empty ? new EmptyAnswerError() : null)}
        />
      }
    />
  );
}
