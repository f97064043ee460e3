import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
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

  function generate(body: ContentBriefBody) {
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
        <>
          <LanguageScope language={generation.language}>
            <BriefResult
              brief={generation.text}
              topic={generation.body?.topic ?? ''}
              generating={generation.writing}
              demo={generation.demo}
              sample={generation.sample}
              error={generation.error}
              streamData={generation.streamData}
              depth={generation.body?.briefDepth ?? '1000-1500'}
              researching={generation.progress === 'researching what ranks today'}
            />
          </LanguageScope>
          <RefinePanel refinement={generation.refinement} hidden={generation.isPending} />
        </>
      }
    />
  );
}
