/** Measured checks of a page or pasted copy (our code, not the model), and the site facts grounded tools reuse. */
export { measurePage, type MeasuredPage, type PageSource } from './measure-page';
export { measureText } from './measure-text';
export { siteFacts, siteFactsOf } from './site-facts';
export { parsePage, type PageModel } from './parse-page';
