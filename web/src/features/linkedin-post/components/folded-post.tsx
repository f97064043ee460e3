import { splitAtFold } from '@lambdas/linkedin-post/documents/post-length';

/** The post as written, marked where LinkedIn's '…see more' fold falls; what the feed hides is dimmed. */
export function FoldedPost({ text }: { text: string }) {
  const [visible, hidden] = splitAtFold(text);
  return (
    <p className="text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-900">
      {visible}
      {hidden && (
        <>
          <span
            data-fold
            className="mx-1 inline-flex items-center rounded border border-dashed border-slate-400 bg-slate-50 px-1.5 align-baseline text-xs font-medium whitespace-nowrap text-slate-700"
          >
            <span aria-hidden="true">…see more</span>
            <span className="sr-only">
              (LinkedIn&apos;s &ldquo;see more&rdquo; fold: the feed shows only the text before this point)
            </span>
          </span>
          <span className="text-slate-500">{hidden}</span>
        </>
      )}
    </p>
  );
}
