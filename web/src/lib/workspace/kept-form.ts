/** A tool form's copy kept for the session (sessionStorage), as the form, history and Recent results read and write it. */

const storageKey = (tool: string) => `tool-form:${tool}`;
/** The session's copy of a tool's form, as stored text. */
export function readStored(tool: string | undefined): string | null {
  try {
    return tool === undefined ? null : sessionStorage.getItem(storageKey(tool));
  } catch {
    return null; // storage blocked: nothing was kept
  }
}

/** JSON read back, or undefined when it does not parse. */
export function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The session's copy of a tool's form as stored (history keeps it with each result). */
export function keptForm(tool: string): Record<string, unknown> | undefined {
  const stored = parse(readStored(tool) ?? '');
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : undefined;
}

/** The session's copy of a tool's form, replaced (history's Open puts back the inputs of a result this way). */
export function keepForm(tool: string, values: object): void {
  try {
    sessionStorage.setItem(storageKey(tool), JSON.stringify(values));
  } catch {
    // storage blocked: the form opens with its defaults
  }
}
