import { createHash } from 'node:crypto';
import { JSDOM, type DOMWindow } from 'jsdom';
import { BOOT_SCRIPT, BOOT_SCRIPT_SOURCE, bootTag } from '../../scripts/site/boot-script';
import { contentSecurityPolicy } from '../../infra/constructs/site-headers';

const chunks = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);

/** A prerendered page carrying the boot tag, its scripts run; `hidden` opens it in a background tab. */
function openPage(hidden = false) {
  return new JSDOM(
    `<!doctype html><head></head><body><p>Painted</p>${bootTag('/assets/index-1.js', chunks)}</body>`,
    {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        Object.defineProperty(window.document, 'hidden', { value: hidden });
      },
    },
  ).window;
}

const loaded = (window: DOMWindow) => ({
  entry: [...window.document.head.querySelectorAll('script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  ),
  preloaded: [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});

const nextFrame = (window: DOMWindow) => new Promise((resolve) => window.requestAnimationFrame(resolve));
/** Waits (polling, up to 5 s) until every named chunk is asked for: batches chain through timers. */
async function allPreloaded(window: DOMWindow) {
  for (let waited = 0; loaded(window).preloaded.length < chunks.length && waited < 5000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the boot script', () => {
  it('is the one inline script the Content-Security-Policy allows, by its hash', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(contentSecurityPolicy).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE};`);
    expect(bootTag('/a.js', ['/b.js'])).toContain(`>${BOOT_SCRIPT}</script>`);
  });

  it('asks for no code until the page has painted, then for the entry and every named chunk', async () => {
    const window = openPage();
    expect(loaded(window)).toEqual({ entry: [], preloaded: [] });
    await nextFrame(window);
    await allPreloaded(window);
    expect(loaded(window)).toEqual({ entry: ['/assets/index-1.js'], preloaded: chunks });
    for (const link of window.document.head.querySelectorAll('link, script')) {
      expect(link.getAttribute('crossorigin')).toBe('');
    }
    window.close();
  });

  it('starts a few fetches per task, so no task blocks input for long', async () => {
    const window = openPage();
    await nextFrame(window);
    // The frame's callback schedules the first batch; each batch schedules the next.
    const counts: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => window.setTimeout(resolve, 0));
      counts.push(loaded(window).preloaded.length);
    }
    expect(Math.max(...counts.map((count, i) => count - (counts[i - 1] ?? 0)))).toBeLessThanOrEqual(6);
    await allPreloaded(window);
    expect(loaded(window).preloaded).toHaveLength(chunks.length);
    window.close();
  });

  it('loads at once in a tab opened hidden, which paints no frame', () => {
    const window = openPage(true);
    expect(loaded(window)).toEqual({ entry: ['/assets/index-1.js'], preloaded: chunks.slice(0, 6) });
    window.close();
  });

  it('holds a form submitted before the app is live instead of loading the page again, then lets React take them', () => {
    const window = openPage();
    const form = window.document.createElement('form');
    window.document.body.append(form);
    const submit = () => {
      const event = new window.Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const held = window as unknown as { __heldSubmit?: unknown; __appLive?: boolean };
    expect(submit()).toBe(true);
    expect(held.__heldSubmit).toBe(form);
    held.__heldSubmit = undefined;
    held.__appLive = true;
    expect(submit()).toBe(false);
    expect(held.__heldSubmit).toBeUndefined();
    window.close();
  });

  it('escapes what it writes into attributes', () => {
    expect(bootTag('/a".js', ['/b&c.js'])).toMatch(
      /^<script data-entry="\/a&quot;\.js" data-preload="\/b&amp;c\.js">/,
    );
  });
});
