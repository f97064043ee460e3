import { demoOf } from '@/lib/demo-output';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { useYouTubeAnalysis } from '../api/analyze';
import { HowItWorks } from './how-it-works';
import { IdeaResults } from './idea-results';
import type { KeywordBody } from '../form-state';
import { KeywordForm } from './keyword-form';
import { VideoResults } from './video-results';

const benefits = [
  'The top 15 videos for any keyword',
  'Outlier scores show what travelled beyond its channel',
  'Content ideas that cite the videos they build on',
];

export function YouTubeAnalysisPage() {
  const { analyze, running, resultRef, search, ideas } = useYouTubeAnalysis();
  const [topic, setTopic] = useState<string>();

  function start(body: KeywordBody) {
    setTopic(body.topic);
    analyze(body);
  }

  return (
    <ToolPage
      tool="youtube-analysis"
      intro="See what already works on YouTube for your keyword: the top videos, which ones punched above their channel’s weight, and ideas for videos that can beat them."
      benefits={benefits}
      form={<KeywordForm running={running} onSubmit={start} />}
      result={<HowItWorks />}
      wide={
        <div ref={resultRef} className="mt-8 flex scroll-mt-20 flex-col gap-8">
          <VideoResults
            topic={topic ?? search.topic}
            videos={search.answer?.videos}
            cached={search.answer?.cached ?? false}
            demo={demoOf(search.answer)}
            sample={ideas.answer?.sample}
            searching={search.pending}
            error={search.error}
          />
          <LanguageScope language={ideas.language}>
            <IdeaResults
              topic={topic ?? ideas.topic}
              videos={search.answer?.videos ?? []}
              ideas={ideas.answer?.ideas}
              writing={ideas.pending}
              demo={demoOf(ideas.answer)}
              sample={ideas.answer?.sample}
              error={ideas.error}
            />
          </LanguageScope>
          <RefinePanel refinement={ideas.refinement} hidden={running} />
        </div>
      }
    />
  );
}
