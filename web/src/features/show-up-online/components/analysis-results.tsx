import { demoOf } from '@/lib/demo-output';
import { DemoNote } from '@/components/generation/result-notes';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PresenceAnswer } from '../report';
import { KeywordListCard, PrimaryKeywordCard } from './keyword-cards';
import { RecommendationsCard } from './recommendations-card';
import { ResultActions } from './result-actions';

/** The success view: header with its actions, then recommendations and the keyword cards. */
export function AnalysisResults({
  answer,
  onNewAnalysis,
}: {
  answer: PresenceAnswer;
  onNewAnalysis: () => void;
}) {
  const { analysis } = answer;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader gap="wide">
          <CardTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-6 text-emerald-600" aria-hidden="true" /> Online Presence Analysis
            Complete
          </CardTitle>
          <CardDescription>
            {answer.companyName} · {answer.websiteUrl}
          </CardDescription>
          <ResultActions answer={answer} onNewAnalysis={onNewAnalysis} />
          {answer.demo && <DemoNote sample={answer.sample} />}
          {answer.siteError && (
            <Alert tone="warning" title="We could not read your website">
              <p>
                {answer.siteError}. This analysis rests on what you told us in the form; run it again once the
                site answers to ground it in your pages.
              </p>
            </Alert>
          )}
        </CardHeader>
      </Card>
      <RecommendationsCard recommendations={analysis.recommendations} />
      <PrimaryKeywordCard
        keyword={analysis.estimated_primary_keyword}
        difficulty={analysis.keyword_difficulty_estimate}
        demo={demoOf(answer)}
      />
      <KeywordListCard
        title="Easier Keyword Alternatives"
        description="More specific phrases a small site can rank for sooner."
        keywords={analysis.easier_alternatives}
      />
      <KeywordListCard
        title="Related Keywords to Target"
        description="Phrases worth covering on your pages."
        keywords={analysis.related_keywords}
      />
    </div>
  );
}
