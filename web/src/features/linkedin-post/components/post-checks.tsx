import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import {
  LINKEDIN_FOLD_CHARACTERS,
  LINKEDIN_MAX_CHARACTERS,
  lengthRules,
  measurePost,
  paragraphRange,
  type PostLength,
} from '@lambdas/linkedin-post/documents/post-length';

const fmt = (n: number) => n.toLocaleString('en-US');

/** How the post measures against the length asked for and LinkedIn's limits, one line per rule. */
export function PostChecks({ post, postLength }: { post: string; postLength: PostLength }) {
  const stats = measurePost(post, postLength);
  const rule = lengthRules[postLength];
  const kind = `${rule.label.toLowerCase()} post`;
  const checks = [
    {
      ok: stats.withinBudget,
      text: `${fmt(stats.characters)} characters: ${
        !stats.withinLinkedInLimit
          ? `over LinkedIn's ${fmt(LINKEDIN_MAX_CHARACTERS)}-character limit`
          : `${stats.withinBudget ? 'within' : 'over'} the ${fmt(rule.maxCharacters)} of a ${kind} (LinkedIn allows ${fmt(LINKEDIN_MAX_CHARACTERS)})`
      }`,
    },
    {
      ok: stats.paragraphsOnTarget,
      text: `${stats.paragraphs} paragraph${stats.paragraphs === 1 ? '' : 's'}: a ${kind} has ${paragraphRange(rule)}`,
    },
    {
      ok: stats.hookBeforeFold,
      text: `Hook of ${stats.hookCharacters} characters: ${
        stats.hookBeforeFold ? 'shows in full before' : 'runs past'
      } the ${LINKEDIN_FOLD_CHARACTERS}-character fold`,
    },
  ];
  return (
    <ul aria-label="Length checks" className="flex flex-col gap-1.5 text-sm text-slate-700">
      {checks.map(({ ok, text }) => (
        <li key={text} className="flex items-start gap-2">
          {ok ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          )}
          <span>
            <span className="sr-only">{ok ? 'Good: ' : 'Check: '}</span>
            {text}
          </span>
        </li>
      ))}
    </ul>
  );
}
