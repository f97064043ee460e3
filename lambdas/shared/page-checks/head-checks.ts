import type { PageCheck } from '../contracts/page-checks';
import type { PageModel } from './parse-page';
import { clip } from '../documents/text';
import { check, count, lengthVerdict, SHORT_VALUE_CHARS } from './verdicts';

const OPEN_GRAPH = ['og:title', 'og:description', 'og:image'];

const lengthValue = (text: string | undefined) => (text ? count(text.length, 'character') : 'Missing');

/** A page's short attribute value as quoted in a check, clipped before it is quoted. */
const short = (text: string | undefined) => (text === undefined ? undefined : clip(text, SHORT_VALUE_CHARS));

/** Checks on what a page tells browsers, search engines and link previews: title, description, language, viewport, social tags, canonical. */
export function headChecks(model: PageModel): PageCheck[] {
  const description = model.metas.get('description');
  const viewport = model.metas.get('viewport');
  const og = OPEN_GRAPH.filter((key) => model.metas.get(key));
  const twitter = short(model.metas.get('twitter:card'));
  const lang = short(model.lang);
  return [
    check(
      'title',
      'Title',
      lengthValue(model.title),
      '30–60 characters',
      lengthVerdict(model.title?.length, 30, 60),
      model.title ? `"${model.title}"` : 'No <title> element.',
    ),
    check(
      'meta-description',
      'Meta description',
      lengthValue(description),
      '70–160 characters',
      lengthVerdict(description?.length, 70, 160),
      description ? `"${description}"` : 'No <meta name="description"> tag.',
    ),
    check(
      'lang',
      'Language attribute',
      lang ? `lang="${lang}"` : 'Missing',
      'Set on <html>',
      lang ? 'pass' : 'fail',
      lang ? `<html lang="${lang}">` : 'The <html> element has no lang attribute.',
    ),
    check(
      'viewport',
      'Viewport meta tag',
      viewport ? 'Present' : 'Missing',
      'width=device-width',
      !viewport ? 'fail' : /width\s*=\s*device-width/i.test(viewport) ? 'pass' : 'warn',
      viewport ? `content="${viewport}"` : 'No <meta name="viewport"> tag: phones show the desktop layout.',
    ),
    check(
      'open-graph',
      'Open Graph tags',
      og.length ? og.join(', ') : 'None',
      OPEN_GRAPH.join(', '),
      og.length === OPEN_GRAPH.length ? 'pass' : og.length ? 'warn' : 'fail',
      og.length
        ? `og:title "${model.metas.get('og:title') ?? 'missing'}"`
        : 'No og: tags: shared links show no title or picture.',
    ),
    check(
      'twitter-card',
      'Twitter card tags',
      twitter ? `twitter:card "${twitter}"` : 'Missing',
      'twitter:card set',
      twitter ? 'pass' : 'warn',
      twitter ? `twitter:card "${twitter}"` : 'No twitter:card tag.',
    ),
    check(
      'canonical',
      'Canonical link',
      model.canonical ? 'Present' : 'Missing',
      'Present',
      model.canonical ? 'pass' : 'warn',
      model.canonical ?? 'No <link rel="canonical"> tag.',
    ),
  ];
}
