import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { ToolPage } from '@/components/tool-page';
import { describeGenerationError } from '@/lib/generation-errors';
import { revealOnNarrowScreen } from '@/lib/reveal';
import { useGenerateBrief } from '../api/generate-brief';
import { BriefForm } from './brief-form';
import { BriefResult } from './brief-result';

const benefits = [
  'An SEO snapshot and title options',
  'An outline your writer can follow',
  'A Word document to share',
];

export function ContentBriefPage() {
  const generation = useGenerateBrief();
  const [topic, setTopic] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);

  function generate(body: ContentBriefBody) {
    setTopic(body.topic);
    revealOnNarrowScreen(resultRef.current);
    generation.generate(body, {
      onSuccess: () => toast.success('Content brief generated successfully!'),
      onError: (error) =>
        toast.error(`Failed to generate content brief: ${describeGenerationError(error).message}`),
    });
  }

  return (
    <ToolPage
      title="Content Brief Generator"
      description="Turn a topic and a few keywords into an SEO content brief your writer can follow, downloadable as a Word document."
      intro="Hours of research in minutes: describe what you want to publish and get an SEO content brief with titles, a meta description, an outline and tips, ready to hand to a writer."
      benefits={benefits}
      form={<BriefForm generating={generation.isPending} onSubmit={generate} />}
      resultRef={resultRef}
      result={
        <BriefResult
          brief={generation.text}
          topic={topic}
          generating={generation.isPending}
          demo={generation.data?.demo ?? false}
          error={generation.error}
        />
      }
    />
  );
}
