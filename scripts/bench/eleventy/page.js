/** The page shell both Eleventy templates share: the same head fields our post and list pages carry. */

/** @param {string} text */
export const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * @param {{ title: string, description: string, path: string, body: string }} page
 * @returns {string}
 */
export const pageHtml = ({ title, description, path, body }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} | Content Co-Pilot</title>
    <meta name="description" content="${escapeHtml(description)}">
    <link rel="canonical" href="https://example.com${path}">
    <link rel="stylesheet" href="/assets/site.css">
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>
`;
