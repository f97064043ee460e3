/** How many characters of a title a search result shows, and of a subject line a phone inbox shows. */
const SEARCH_CHARS = 60;
const INBOX_CHARS = 45;

/** The headline as it would be cut there: whole when it fits, else to the last word that fits, with an ellipsis. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,:;.–—-]+$/, '')}…`;
}

/**
 * The headline as a search result and as an email subject line in a phone inbox, cut where those cut it
 * (what CoSchedule's Headline Studio shows beside its score): a reader sees at once what survives.
 */
export function HeadlinePreviews({ headline }: { headline: string }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2" aria-label="Previews">
      <figure className="min-w-0 rounded-md border border-slate-200 bg-white p-2">
        <figcaption className="text-xs font-medium text-slate-600">As a search result</figcaption>
        <p className="mt-1 truncate text-xs text-slate-600">your-site.example › blog</p>
        <p className="break-words text-base leading-snug text-blue-800">{cutAt(headline, SEARCH_CHARS)}</p>
      </figure>
      <figure className="min-w-0 rounded-md border border-slate-200 bg-white p-2">
        <figcaption className="text-xs font-medium text-slate-600">As an email subject on a phone</figcaption>
        <p className="mt-1 text-xs font-semibold text-slate-900">Your business</p>
        <p className="break-words text-sm text-slate-900">{cutAt(headline, INBOX_CHARS)}</p>
      </figure>
    </div>
  );
}
