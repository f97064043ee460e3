import type { BlogIdea } from '@lambdas/blog-topic/contract';
import { sourcesTitle, type ResearchFields } from '@lambdas/shared/contracts/research';
import { NoResearchLine, SourceList } from '@/components/generation/research-sources';
import { IdeaCard } from './idea-card';

/** The ideas on screen: why there was no live search, the ideas, then the first keyword's live sources. */
export function TopicList({
  ideas: shown,
  research,
}: {
  ideas: BlogIdea[];
  research: Partial<ResearchFields> | undefined;
}) {
  const sources = research?.sources ?? [];
  return (
    <>
      {research?.research && research.research !== 'live' ? (
        <NoResearchLine note={research.researchNote} />
      ) : null}
      <ol className="flex flex-col gap-3">
        {shown.map((idea, i) => (
          <IdeaCard key={`${idea.title}-${i}`} idea={idea} number={i + 1} />
        ))}
      </ol>
      {sources.length ? (
        <section
          className="mt-3 rounded-lg border border-slate-200 bg-white p-4"
          aria-labelledby="idea-sources"
        >
          <h3 id="idea-sources" className="mb-2 font-semibold text-slate-900">
            {sourcesTitle(research)}: the first keyword's live sources
          </h3>
          <SourceList sources={sources} compact />
        </section>
      ) : null}
    </>
  );
}
