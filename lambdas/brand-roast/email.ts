import type { DemoSample } from '../shared/contracts/generation';
import { demoLines } from '../shared/contracts/demo-lines';
import { joinVoice, roastText } from './documents/roast-text';
import type { OutgoingEmail } from '../shared/email/message';
import type { RoastResult } from './contract';

export interface RoastEmailInput {
  to: string;
  brandName: string;
  result: RoastResult;
  demo: boolean;
  /** A demo's header: the email starts with whose sample it is. */
  sample?: DemoSample | undefined;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** Header-safe: no control characters (line breaks) from the visitor's brand name. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

const FOOTER = 'You are getting this email because you asked for a brand roast on Content Co-Pilot.';

const section = (title: string, inner: string) =>
  `<h2 style="font-size:16px;letter-spacing:0.08em;margin:28px 0 8px;color:#111827">${title}</h2>${inner}`;
const paragraph = (text: string) => `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(text)}</p>`;

/** The roast email: the same sections as the page, as text and as self-contained HTML (no images, no remote CSS). */
export function roastEmail(input: RoastEmailInput): OutgoingEmail {
  const { result, demo, unsubscribeUrl } = input;
  const brand = oneLine(input.brandName);
  const intro = `Here is the roast and rebuild of ${brand}, as promised.`;
  const marks = demo ? demoLines(input.sample) : [];
  const text = [
    ...(marks.length ? [...marks, ''] : []),
    intro,
    '',
    roastText(result),
    '',
    '--',
    FOOTER,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const taglines = result.rebuild.new_taglines.map((tagline) => `<li>${escapeHtml(tagline)}</li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Your brand roast: ${brand}`)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6">
<div style="max-width:600px;margin:0 auto">
${marks.map((line) => `<p style="padding:8px 12px;background:#fef3c7;border-radius:6px">${escapeHtml(line)}</p>`).join('\n')}
${paragraph(intro)}
${section('ROAST', paragraph(result.roast))}
${section(
  'REBUILD',
  `<p style="margin:0 0 4px;font-weight:bold">New Taglines</p><ol style="margin:0 0 12px;padding-left:24px">${taglines}</ol>` +
    `<p style="margin:0 0 4px;font-weight:bold">Elevator Pitch</p>${paragraph(result.rebuild.elevator_pitch)}` +
    `<p style="margin:0 0 4px;font-weight:bold">Suggested Voice</p>${paragraph(joinVoice(result.rebuild.voice))}`,
)}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:28px 0 12px">
<p style="font-size:12px;color:#6b7280">${escapeHtml(FOOTER)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p>
</div>
</body></html>`;
  return { to: input.to, subject: `Your brand roast: ${brand}`, text, html, unsubscribeUrl };
}
