import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/** Text with **bold** spans; everything else stays text (no markup, links or images are ever rendered). */
function Inline({ text }: { text: string }) {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    );
}

/**
 * The body of a generated section: paragraphs and "- " bullets (indented when nested), as plain text. Each paragraph
 * takes the direction of its own first letters, so an English line in an Arabic answer reads left to right.
 */
export function SectionBody({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-1 text-sm leading-relaxed text-slate-800">
      {text.split('\n').map((line, i) => {
        const bullet = /^(\s*)[-*•]\s+(.*)$/.exec(line);
        if (bullet) {
          return (
            <p key={i} dir="auto" className={cn('flex gap-2', bullet[1]!.length >= 2 && 'pl-5')}>
              <span aria-hidden="true">•</span>
              <span>
                <Inline text={bullet[2]!} />
              </span>
            </p>
          );
        }
        return line.trim() ? (
          <p key={i} dir="auto">
            <Inline text={line} />
          </p>
        ) : null;
      })}
    </div>
  );
}
