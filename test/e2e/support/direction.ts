import type { Locator } from 'playwright-core';

/** How an element is rendered: its computed direction and the language it is marked with (nearest `lang`). */
export const renderedLanguage = (element: Locator) =>
  element.evaluate((node) => ({
    direction: getComputedStyle(node).direction,
    lang: node.closest('[lang]')?.getAttribute('lang') ?? null,
  }));

/**
 * The side a line of text starts from as laid out on screen: 'left' when its text hugs the element's left edge,
 * 'right' when it hugs the right one (a short line written right to left). Measures the text, not attributes.
 */
export const textSide = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const left = text.left - box.left;
    const right = box.right - text.right;
    return left <= right ? 'left' : 'right';
  });
