import { CopyButton } from '@/components/generation/copy-button';
import type { Demo } from '@/lib/demo-output';
import { copyFailedToast } from '@/components/generation/result-toasts';
import type { GeneratedItem } from '../export';
import { ScoreBreakdown } from './score-breakdown';
import { NumberBadge } from '@/components/ui/number-badge';

/** One generated headline or hook: its text, its own copy button and, for headlines, its score. */
export function HeadlineItem({
  item,
  number,
  kind,
  partial,
  demo,
}: {
  item: GeneratedItem;
  number: number;
  kind: 'headline' | 'hook';
  /** Still being written: no copy button or score yet. */
  partial: boolean;
  demo: Demo;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <NumberBadge number={number} />
        <p className="flex-1 font-medium leading-snug text-slate-900">{item.text}</p>
        {!partial && (
          <CopyButton
            iconOnly
            variant="ghost"
            label={`Copy ${kind} ${number}`}
            text={() => item.text}
            demo={demo}
            onFailure={copyFailedToast}
            className="-my-1 shrink-0"
          />
        )}
      </div>
      {item.score && !partial && <ScoreBreakdown score={item.score} headline={item.text} />}
    </li>
  );
}
