/** Pure and browser-safe: the checks a draft shows on its own (placement, length, shape, reading, page). */
import { formatNumber } from '../../shared/contracts/format-number';
import { clip } from '../../shared/documents/text';
import type { CoverageStatus, GradeItem } from './contract';
import type { Draft } from './draft';
import { item } from './score';
import type { Targets } from './targets';

export const quoted = (text: string | undefined) => (text ? `"${clip(text, 80)}"` : 'none');
export const share = (stems: readonly string[], found: ReadonlySet<string>) =>
  stems.length ? stems.filter((stem) => found.has(stem)).length / stems.length : 0;
/** "1 link", "2 links". */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;
const status = (covered: boolean, partly: boolean): CoverageStatus =>
  covered ? 'covered' : partly ? 'partly' : 'missing';

/** The keyword's placement: every stem of it in the element (covered), half of them (partly), or fewer. */
export function keywordItems(
  draft: Draft,
  targets: Targets,
  stemsOf: (text: string) => Set<string>,
): GradeItem[] {
  const place = (label: string, text: string | undefined, what: string): GradeItem => {
    const found = share(targets.keyword, stemsOf(text ?? ''));
    return item(
      'keyword',
      label,
      status(found >= 1, found >= 0.5),
      text ? `${what}: ${quoted(text)}` : `No ${what.toLowerCase()}.`,
    );
  };
  const firstWords = draft.text.split(/\s+/, 100).join(' ');
  return [
    place(draft.published ? 'Keyword in the title' : 'Keyword in the title (H1)', draft.title, 'Title'),
    ...(draft.published ? [place('Keyword in the H1', draft.h1, 'H1')] : []),
    place('Keyword in the first 100 words', firstWords, 'First words'),
    place(
      'Keyword in a subheading',
      draft.subheadings.find((text) => share(targets.keyword, stemsOf(text)) >= 1) ?? draft.subheadings[0],
      'Subheading',
    ),
    ...(draft.published
      ? [place('Keyword in the meta description', draft.metaDescription, 'Meta description')]
      : []),
  ];
}

/** Length against the sources' median (covered at 80 %, partly at 50 %), or, without sources, the kind's usual. */
export function lengthItem(draft: Draft, targets: Targets): GradeItem {
  const words = plural(draft.words, 'word');
  if (!targets.length) {
    const { label, words: usual } = targets.intent;
    return item(
      'length',
      'Length',
      status(draft.words >= usual.min, draft.words >= usual.min / 2),
      `${words}; ${label} for this keyword usually runs ${formatNumber(usual.min)}–${formatNumber(usual.max)}.`,
    );
  }
  const { median, min, max, sources } = targets.length;
  const range = sources > 1 ? ` (${formatNumber(min)}–${formatNumber(max)})` : '';
  return item(
    'length',
    'Length',
    status(draft.words >= median * 0.8, draft.words >= median * 0.5),
    `${words}; the sources: ${formatNumber(Math.round(median))} at the median${range}.`,
  );
}

export const readingItem = (draft: Draft): GradeItem =>
  item(
    'reading',
    'Reading grade',
    status(draft.readingGrade <= 9, draft.readingGrade <= 12),
    `Grade ${draft.readingGrade} (Flesch-Kincaid); 9 or lower reads easily.`,
  );

export function pageItems(draft: Draft): GradeItem[] {
  const { total, withAlt } = draft.images;
  return [
    item('page', 'Links', status(draft.links > 0, false), `${plural(draft.links, 'link')}.`),
    item(
      'page',
      'Image alt text',
      status(withAlt === total, withAlt > 0),
      total
        ? `${withAlt} of ${plural(total, 'image')} ${total === 1 ? 'has' : 'have'} alt text.`
        : 'No images.',
    ),
  ];
}

/** A closing section, by its subheading: a conclusion, a summary, next steps or a call to act. */
const CLOSING =
  /\b(?:conclusions?|summary|summing up|final (?:thoughts|word)|bottom line|next steps?|wrap(?:ping)? up|takeaways?|in short|verdict|(?:get|book|request) (?:a |an |your )?(?:free )?(?:quote|appointment|visit|call)|contact us|call us|ready to)\b/i;
/** A price in the text: a currency sign or word beside a figure. */
const PRICE = /[£$€¥₹]\s?\d|\b\d[\d,.]{0,12}\s?(?:pounds|dollars|euros|gbp|usd|eur)\b/gi;

/** What a draft's shape shows of its kind: H2 sections, a list (numbered steps for a how-to), an opening, a close. */
export function structureItems(draft: Draft, targets: Targets): GradeItem[] {
  const { h2, lists, orderedLists, introWords, lastHeading } = draft.shape;
  const { kind, label, words, place } = targets.intent;
  const sections = Math.max(3, Math.ceil(words.min / 300));
  const prices = draft.text.match(PRICE)?.length ?? 0;
  const steps = kind === 'how-to';
  return [
    item(
      'structure',
      'H2 sections',
      status(h2 >= sections, h2 > 0),
      `${plural(h2, 'H2 subheading')}; ${label} usually has ${sections} or more.`,
    ),
    item(
      'structure',
      steps ? 'Numbered steps' : 'A list',
      status(steps ? orderedLists > 0 : lists > 0, lists > 0),
      lists ? `${plural(lists, 'list')}, ${orderedLists} numbered.` : 'No bulleted or numbered list.',
    ),
    item(
      'structure',
      'An introduction',
      status(introWords >= 30 && introWords <= 200 && draft.subheadings.length > 0, introWords > 0),
      draft.subheadings.length
        ? `${plural(introWords, 'word')} before the first subheading; 30 to 200 set the scene.`
        : 'No subheading ends the opening: the whole draft is one section.',
    ),
    item(
      'structure',
      'A conclusion',
      status(Boolean(lastHeading && CLOSING.test(lastHeading)), h2 >= 2),
      lastHeading ? `The last subheading: ${quoted(lastHeading)}.` : 'No closing section.',
    ),
    ...(kind === 'cost'
      ? [
          item(
            'structure',
            'Prices',
            status(prices >= 3, prices > 0),
            prices
              ? `${plural(prices, 'price')} in the text.`
              : 'No price in the text: people who search a cost want figures.',
          ),
        ]
      : []),
    ...(place && place !== 'your area'
      ? [
          item(
            'structure',
            `The area (${clip(place, 40)})`,
            status(draft.text.toLowerCase().includes(place.toLowerCase()), false),
            draft.text.toLowerCase().includes(place.toLowerCase())
              ? `The text names ${place}.`
              : `The text never names ${place}.`,
          ),
        ]
      : []),
  ];
}
