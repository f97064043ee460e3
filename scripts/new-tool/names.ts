/** The names a tool's id gives its code: `meta-writer` → `metaWriter`, `MetaWriter`, `Meta Writer`. */
export interface ToolNames {
  /** The one name: folders, page, route id. */
  id: string;
  camel: string;
  pascal: string;
  /** The page's h1 and header link. */
  title: string;
}

/** A tool id: lower-case words joined by hyphens, starting with a letter (folder, path and route id at once). */
export const TOOL_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function namesOf(id: string): ToolNames {
  const words = id.split('-');
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const pascal = words.map(cap).join('');
  return {
    id,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    title: words.map(cap).join(' '),
  };
}

/** The API path a new tool's route gets. */
export const apiPathOf = (id: string): `/functions/v1/${string}` => `/functions/v1/${id}`;
