import { join } from 'node:path';
import { tools } from '../../../web/src/config/tools';
import { emptyProfile } from '../../../web/src/lib/workspace/profile';

const profileKeys = Object.keys(emptyProfile);

/** A tool form's defaults: the one `default…Form` or `empty…Form` its form-state.ts exports. */
function formDefaults(id: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each feature's module, by its folder
  const module = require(join(__dirname, '../../../web/src/features', id, 'form-state.ts')) as Record<
    string,
    unknown
  >;
  const found = Object.entries(module).filter(([name]) => /^(default|empty)\w*Form$/.test(name));
  expect([id, found.length]).toEqual([id, 1]);
  return found[0]![1] as Record<string, unknown>;
}

describe('the business profile pre-fills every form field it has a value for', () => {
  it.each(tools.map((tool) => [tool.id, tool] as const))('%s', (id, tool) => {
    const fields = Object.keys(formDefaults(id));
    // What the tool says the profile fills: fields of its form, from fields of the profile.
    for (const [field, from] of Object.entries(tool.profile)) {
      expect([field, fields.includes(field)]).toEqual([field, true]);
      expect([from, profileKeys.includes(from)]).toEqual([from, true]);
    }
    // A form field named as a profile field (a tone, a language, a website) is one the profile fills.
    for (const field of fields.filter((name) => profileKeys.includes(name)))
      expect([field, tool.profile[field]]).toEqual([field, field]);
  });
});
