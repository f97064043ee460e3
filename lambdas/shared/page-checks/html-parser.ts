/**
 * htmlparser2's streaming parser on its own: `await import()` of this module lets the bundler drop the DOM
 * helpers the package's index also exports (an import() of the package itself would keep them all).
 */
export { Parser } from 'htmlparser2';
