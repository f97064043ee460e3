import { formatNumber } from '../contracts/format-number';
import type { PageCheck } from '../contracts/page-checks';
import { isCallToAction } from './calls-to-action';
import { jsonLdTypes } from './json-ld';
import { MAX_DEPTH, parsePage, type PageModel } from './parse-page';
import { headChecks } from './head-checks';
import { textChecks } from './text-checks';
import { check, count, quoted } from './verdicts';

/** How the page arrived: its size in bytes and whether the size cap cut it. */
export interface PageSource {
  url: string;
  bytes?: number;
  truncated?: boolean;
}

function headingChecks(model: PageModel): PageCheck[] {
  const h1s = model.headings.filter((heading) => heading.level === 1).map((heading) => heading.text);
  const levels = [1, 2, 3, 4, 5, 6]
    .map((level) => [level, model.headings.filter((heading) => heading.level === level).length] as const)
    .filter(([, n]) => n > 0);
  const skip = model.headings.findIndex(
    (heading, i) => i > 0 && heading.level > model.headings[i - 1]!.level + 1,
  );
  const hasH2 = model.headings.some((heading) => heading.level === 2);
  const outline = model.headings
    .slice(0, 5)
    .map((heading) => `H${heading.level} "${heading.text}"`)
    .join(' › ');
  return [
    check(
      'h1',
      'H1 heading',
      count(h1s.length, 'H1'),
      'Exactly one',
      h1s.length === 1 ? 'pass' : h1s.length ? 'warn' : 'fail',
      h1s.length ? quoted(h1s) : 'No <h1> element.',
    ),
    check(
      'heading-outline',
      'Heading outline',
      levels.length ? levels.map(([level, n]) => `${n} H${level}`).join(', ') : 'No headings',
      'H2 sections, no skipped levels',
      hasH2 && skip < 0 ? 'pass' : 'warn',
      skip > 0
        ? `H${model.headings[skip - 1]!.level} "${model.headings[skip - 1]!.text}" is followed by H${model.headings[skip]!.level} "${model.headings[skip]!.text}".`
        : outline || 'No <h1>–<h6> elements.',
    ),
  ];
}

function formAndImageChecks(model: PageModel): PageCheck[] {
  const largest = Math.max(0, ...model.forms.map((form) => form.fields.length));
  const missingAlt = model.images.filter((image) => image.alt === undefined);
  const fileName = (src: string) => src.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? src;
  return [
    check(
      'forms',
      'Forms',
      model.forms.length
        ? `${count(model.forms.length, 'form')}, ${model.forms.map((form) => count(form.fields.length, 'field')).join(' / ')}`
        : 'No forms',
      'At most 5 fields a form',
      !model.forms.length ? 'info' : largest <= 5 ? 'pass' : 'warn',
      model.forms.length
        ? model.forms
            .slice(0, 3)
            .map((form, i) => `Form ${i + 1}: ${form.fields.join(', ') || 'no fields'}`)
            .join('; ')
        : 'No <form> element.',
    ),
    check(
      'image-alt',
      'Images without alt text',
      `${missingAlt.length} of ${model.images.length}`,
      'None',
      !missingAlt.length ? 'pass' : missingAlt.length * 2 > model.images.length ? 'fail' : 'warn',
      missingAlt.length
        ? `Missing alt: ${missingAlt
            .slice(0, 4)
            .map((image) => fileName(image.src) || 'an image without a source')
            .join(', ')}`
        : model.images.length
          ? 'Every image has an alt attribute.'
          : 'No images.',
    ),
  ];
}

function technicalChecks(model: PageModel, source: PageSource, html: string): PageCheck[] {
  const ld = jsonLdTypes(model.jsonLd);
  const https = source.url.startsWith('https:');
  const kb = Math.round((source.bytes ?? Buffer.byteLength(html)) / 1024);
  const scripts = model.scripts.external + model.scripts.inline;
  return [
    check(
      'json-ld',
      'Structured data (JSON-LD)',
      ld.types.length ? ld.types.join(', ') : 'None',
      'At least one schema.org type',
      ld.types.length ? 'pass' : 'warn',
      `${count(model.jsonLd.length, 'JSON-LD block')}${ld.unreadable ? `, ${ld.unreadable} not valid JSON` : ''}.`,
    ),
    check('https', 'HTTPS', https ? 'Yes' : 'No', 'Served over HTTPS', https ? 'pass' : 'fail', source.url),
    check(
      'html-size',
      'HTML size',
      source.truncated ? `Over ${formatNumber(kb)} KB (read up to the cap)` : `${formatNumber(kb)} KB`,
      'Under 500 KB',
      source.truncated || model.tooDeep ? 'fail' : kb < 500 ? 'pass' : 'warn',
      model.tooDeep
        ? `Elements nest more than ${formatNumber(MAX_DEPTH)} deep; the page was measured up to there.`
        : source.truncated
          ? 'Only the first part of the page was measured.'
          : `${count(kb, 'kilobyte')} of HTML.`,
    ),
    check(
      'scripts',
      'Scripts',
      `${count(scripts, 'script')} (${model.scripts.external} external, ${model.scripts.inline} inline)`,
      'At most 20',
      scripts <= 20 ? 'pass' : 'warn',
      `${count(model.scripts.external, '<script src> tag')}, ${count(model.scripts.inline, 'inline script')}.`,
    ),
  ];
}

/** A measured page: every check, in panel order, and its visible text (one block a line, cut at 12,000 characters). */
export interface MeasuredPage {
  checks: PageCheck[];
  text: string;
}

/** Every check the critique shows for a fetched page, and the page's visible text for the model. */
export async function measurePage(html: string, source: PageSource): Promise<MeasuredPage> {
  const model = await parsePage(html);
  const ctas = model.controls.filter((control) => isCallToAction(control.text));
  const [title, description, ...head] = headChecks(model);
  const checks = [
    title!,
    description!,
    ...headingChecks(model),
    ...textChecks(model.text, ctas, model.text.isEnglish(model.lang)),
    ...formAndImageChecks(model),
    ...head,
    ...technicalChecks(model, source, html),
  ];
  return { checks, text: model.text.excerpt };
}
