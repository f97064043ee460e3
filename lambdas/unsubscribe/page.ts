import type { APIGatewayProxyResult } from 'aws-lambda';
import type { TokenCheck } from '../shared/email/unsubscribe-token';
import { noStore } from '../shared/http/responses';

/** Text-node escaping: the page puts text only between tags, never in attributes. */
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

function texts(check: TokenCheck, supportEmail: string): { title: string; message: string } {
  if (check.ok) {
    return {
      title: "You're unsubscribed",
      message:
        "We won't email roast results to this address again. If you roast another brand, your results still show on the page.",
    };
  }
  if (check.reason === 'expired') {
    return {
      title: 'This link has expired',
      message: `Unsubscribe links work for a year. Write to ${supportEmail} and we'll stop emailing you.`,
    };
  }
  return {
    title: "This link isn't valid",
    message: `Your email program may have cut it short: open it again from the email, or write to ${supportEmail} and we'll stop emailing you.`,
  };
}

/** The small page a recipient sees after following the link: self-contained, nothing remote. */
export function unsubscribePage(check: TokenCheck, supportEmail: string): APIGatewayProxyResult {
  const { title, message } = texts(check, supportEmail);
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeText(title)} | Content Co-Pilot</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1f2937;line-height:1.6}h1{font-size:1.5rem}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${escapeText(title)}</h1>
<p>${escapeText(message)}</p>
<p><a href="/">Back to Content Co-Pilot</a></p>
</main>
</body>
</html>
`;
  return {
    statusCode: check.ok ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...noStore,
      // The token is in this page's URL: never pass it on to another site.
      'Referrer-Policy': 'no-referrer',
    },
    body,
  };
}
