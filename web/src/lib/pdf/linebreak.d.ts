/** The `linebreak` package (UAX #14, the line breaker pdfkit uses) ships no types. */
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity: text may break before `position`; `required` after a hard line break. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
