import type { ClipboardEvent } from 'react';

/** Formatted text longer than this pastes as plain text: converting it would hold the page. */
const MAX_HTML_CHARS = 500_000;

/**
 * Pasted formatting (a word processor's or a web page's headings, lists, links and emphasis) kept as Markdown,
 * which the grade reads: turndown, loaded on the first formatted paste, converts the clipboard's HTML (parsed
 * into an inert document: nothing in it runs or loads), and the result is typed in where the paste was, so undo
 * and the form's change both follow. A plain-text paste goes through untouched.
 */
export function pasteAsMarkdown(event: ClipboardEvent<HTMLTextAreaElement>): void {
  const html = event.clipboardData.getData('text/html');
  if (!html.trim() || html.length > MAX_HTML_CHARS) return;
  event.preventDefault();
  const field = event.currentTarget;
  const plain = event.clipboardData.getData('text/plain');
  void import('turndown')
    .then(({ default: TurndownService }) =>
      new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' })
        .remove(['script', 'style', 'title', 'meta', 'link'])
        .turndown(html),
    )
    .catch(() => plain)
    .then((markdown) => {
      field.focus();
      // insertText keeps the browser's undo; where it is refused, the text is set and the change announced.
      if (!document.execCommand('insertText', false, markdown)) {
        field.setRangeText(markdown, field.selectionStart, field.selectionEnd, 'end');
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
}
