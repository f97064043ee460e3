import type { Demo } from '@/lib/demo-output';
import { IncompleteNote } from '@/components/generation/incomplete-note';
import type { GeneratedItem } from '../export';
import { scoreHeadline } from '../rubric/score';
import { HeadlineItem } from './headline-item';

/** Each line of the list, a headline with the rubric's score (the rubric and its word lists load with the first list). */
export const scoredItems = (
  texts: readonly string[],
  mode: 'headlines' | 'hooks',
  contentType: string | undefined,
): GeneratedItem[] =>
  texts.map((text) => (mode === 'headlines' ? { text, score: scoreHeadline(text, contentType) } : { text }));

/** The list as it is written: each item numbered with its copy button and, for headlines, its score. */
export function HeadlineList(props: {
  texts: readonly string[];
  mode: 'headlines' | 'hooks';
  contentType: string | undefined;
  /** The last item is still being written, or was left half written. */
  partial: boolean;
  incomplete: boolean;
  demo: Demo;
}) {
  const { texts, mode, contentType } = props;
  const items = scoredItems(texts, mode, contentType);
  return (
    <>
      <ol className="flex flex-col gap-2">
        {items.map((item, i) => (
          <HeadlineItem
            key={i}
            item={item}
            number={i + 1}
            kind={mode === 'hooks' ? 'hook' : 'headline'}
            partial={props.partial && i === items.length - 1}
            demo={props.demo}
          />
        ))}
      </ol>
      {props.incomplete && <IncompleteNote />}
    </>
  );
}
