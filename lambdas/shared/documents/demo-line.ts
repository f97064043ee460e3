/** Pure and browser-safe: the line copies, files and emails start with when the demo generator wrote them. */
export const DEMO_OUTPUT_LINE = 'Demo output: written by the built-in demo generator, not by an AI model.';
