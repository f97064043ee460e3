import type { APIGatewayProxyResult } from 'aws-lambda';
import type { TokenCheck } from '../shared/email/unsubscribe-token';
import { noStore } from '../shared/http/responses';

/** What the page shows: the question (a valid link, opened), the outcome, or why the link does not work. */
export type UnsubscribeView = 'confirm' | 'unsubscribed' | 'expired' | 'invalid';

/** The view of a checked token: `ok` becomes `ok`, a refused one says why. */
export const refusedView = (check: Extract<TokenCheck, { ok: false }>): UnsubscribeView =>
  check.reason === 'expired' ? 'expired' : 'invalid';

/** Text-node escaping: the page puts text only between tags, never in attributes. */
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

function texts(view: UnsubscribeView, supportEmail: string): { title: string; message: string } {
  switch (view) {
    case 'confirm':
      return {
        title: 'Unsubscribe from roast emails?',
        message:
          "Press the button and we won't email roast results to this address again. If you roast another brand, your results still show on the page.",
      };
    case 'unsubscribed':
      return {
        title: "You're unsubscribed",
        message:
          "We won't email roast results to this address again. If you roast another brand, your results still show on the page.",
      };
    case 'expired':
      return {
        title: 'This link has expired',
        message: `Unsubscribe links work for a year. Write to ${supportEmail} and we'll stop emailing you.`,
      };
    case 'invalid':
      return {
        title: "This link isn't valid",
        message: `Your email program may have cut it short: open it again from the email, or write to ${supportEmail} and we'll stop emailing you.`,
      };
  }
}

/**
 * Opening the link only asks: mail scanners follow links (RFC 8058 §1), so the opt-out is a POST. The form has
 * no action, so it posts to this page's own address, token included, with the one-click body of RFC 8058.
 */
const CONFIRM_FORM = `<form method="post">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`;

/** The small page a recipient sees: self-contained, no script, nothing remote, so the site's strict CSP holds. */
export function unsubscribePage(view: UnsubscribeView, supportEmail: string): APIGatewayProxyResult {
  const { title, message } = texts(view, supportEmail);
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeText(title)} | Content Co-Pilot</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1f2937;line-height:1.6}h1{font-size:1.5rem}a{color:#1d4ed8}button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.6rem 1.4rem;cursor:pointer}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${escapeText(title)}</h1>
<p>${escapeText(message)}</p>
${view === 'confirm' ? `${CONFIRM_FORM}\n` : ''}<p><a href="/">Back to Content Co-Pilot</a></p>
</main>
</body>
</html>
`;
  return {
    statusCode: view === 'confirm' || view === 'unsubscribed' ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...noStore,
      // The token is in this page's URL: never pass it on to another site.
      'Referrer-Policy': 'no-referrer',
    },
    body,
  };
}
