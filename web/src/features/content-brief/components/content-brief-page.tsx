import { useState } from 'react';
import type { BriefDepth, ContentBriefBody } from '@lambdas/content-brief/contract';
import { ResearchFieldsSchema } from '@lambdas/shared/contracts/research';
import { ToolPage } from '@/components/tool-page';
import { preloadTooltip } from '@/components/ui/tooltip';
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
  const [depth, setDepth] = useState<BriefDepth>('1000-1500');
  const research = ResearchFieldsSchema.safeParse(generation.streamData).data;

  function generate(body: ContentBriefBody) {
    setTopic(body.topic);
    setDepth(body.briefDepth);
    generation.start(body);
    // The finished brief enables 'Help me draft this' and its tooltip: have that code in by then.
    preloadTooltip();
  }

  return (
    <ToolPage
      tool="content-brief"
      intro="Hours of research in minutes: describe what you want to publish and get an SEO content brief with titles, a meta description, an outline and tips, ready to hand to a writer."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={<BriefForm generating={generation.isPending} onSubmit={generate} />}
      result={
        <BriefResult
          brief={generation.text}
          topic={topic}
          generating={generation.isPending}
          demo={generation.demo}
          sample={generation.sample}
          error={generation.error}
          research={research}
          depth={depth}
          researching={generation.progress === 'researching what ranks today'}
        />
      }
    />
  );
}
