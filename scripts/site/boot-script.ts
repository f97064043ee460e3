/**
 * The one inline script a page carries. A prerendered page is complete without JavaScript, so it paints first
 * and only then asks for its code: the entry, the chunks the entry imports and the route's own chunks, which
 * the page names in `data-preload` (Vite's `<script type="module">` and `<link rel="modulepreload">` tags
 * would fetch and compile all of that before the first paint). A page opened hidden has no frame to wait for.
 *
 * Each task asks for a few files only: starting a fetch is main-thread work, and one task starting thirty
 * of them blocks input for longer than 50 ms on a slow phone.
 *
 * A form is usable from the first paint: typing needs nothing, and a submit before the app is live (before it
 * sets `window.__appLive`, as it hands the page to React) is held here, not sent as a page load; the app sends
 * it once hydrated (web/src/lib/held-submit.ts).
 *
 * Plain ES5 in a fixed string: the Content-Security-Policy allows it by this exact text's hash, so it may not
 * vary by page (what varies is in the data attributes) and is never run through a compiler.
 */
import { createHash } from 'node:crypto';

export const BOOT_SCRIPT = [
  '(function () {',
  '  var data = document.currentScript.dataset, started = false;',
  '  function tag(name, props) {',
  '    var element = document.createElement(name);',
  "    element.crossOrigin = '';",
  '    for (var key in props) element[key] = props[key];',
  '    return element;',
  '  }',
  '  function preload(hrefs) {',
  '    var batch = document.createDocumentFragment();',
  '    hrefs.splice(0, 6).forEach(function (href) {',
  "      batch.appendChild(tag('link', { rel: 'modulepreload', href: href }));",
  '    });',
  '    document.head.appendChild(batch);',
  '    if (hrefs.length) setTimeout(preload, 0, hrefs);',
  '  }',
  '  function load() {',
  '    if (started) return;',
  '    started = true;',
  "    document.head.appendChild(tag('script', { type: 'module', src: data.entry }));",
  "    preload(data.preload.split(' ').filter(Boolean));",
  '  }',
  "  document.addEventListener('submit', function (event) {",
  '    if (window.__appLive) return;',
  '    event.preventDefault();',
  '    window.__heldSubmit = event.target;',
  '  }, true);',
  '  if (document.hidden) load();',
  '  else requestAnimationFrame(function () { setTimeout(load, 0); });',
  '})();',
].join('\n');

/** The CSP source that allows exactly BOOT_SCRIPT: `'sha256-…'`. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's boot tag: it loads `entry` once the page has painted, with `preload` fetched alongside it. */
export const bootTag = (entry: string, preload: readonly string[]): string =>
  `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preload.join(' '))}">${BOOT_SCRIPT}</script>`;
