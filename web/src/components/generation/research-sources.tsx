import { ExternalLink, SearchX } from 'lucide-react';
import { formatNumber } from '@lambdas/shared/contracts/format-number';
import { PAGE_LANGUAGE } from './language-scope';
import { NO_RESEARCH_LINE, type ResearchSource } from '@lambdas/shared/contracts/research';

/** Only an http(s) address becomes a link: a source kept in the browser may have been altered. */
const isWebAddress = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

/**
 * Live sources, numbered as answers cite them: each title a link that opens in a new tab without referrer and
 * without endorsement (`rel="noopener noreferrer nofollow"`), its domain and word count and, unless `compact`,
 * its H2s.
 */
export function SourceList({
  sources,
  compact = false,
}: {
  sources: readonly ResearchSource[];
  compact?: boolean;
}) {
  return (
    <ol className="flex flex-col gap-3" data-testid="live-sources">
      {sources.map((source) => (
        <li key={source.n} className="min-w-0 text-sm">
          {isWebAddress(source.url) ? (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex max-w-full items-baseline gap-1 font-medium break-words text-sky-800 underline"
            >
              <span>
                [{source.n}] {source.title}
              </span>
              <ExternalLink className="size-3 shrink-0" aria-label="(opens in a new tab)" />
            </a>
          ) : (
            <span className="font-medium break-words">
              [{source.n}] {source.title}
            </span>
          )}
          <p className="text-slate-600">
            {source.domain} · {source.read ? `${formatNumber(source.wordCount)} words` : 'could not be read'}
          </p>
          {!compact && source.headings.length ? (
            <ul className="mt-1 list-disc pl-5 text-slate-700">
              {source.headings.map((heading, i) => (
                <li key={`${i}-${heading}`} className="break-words">
                  {heading}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** "Written without live search data", and why, in the visitor's words. */
export function NoResearchLine({ note }: { note: string | undefined }) {
  return (
    <p
      {...PAGE_LANGUAGE}
      className="mb-3 flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700"
      data-testid="no-research"
    >
      <SearchX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{NO_RESEARCH_LINE}.</strong> {note}
      </span>
    </p>
  );
}
