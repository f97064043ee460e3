import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { effectCleanupRule } from '../../../eslint/effect-cleanup-rule.js';

// The rule alone, on TypeScript source, in this process: no ESLint run with the project's whole config.
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser as never,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const component = (body: string) =>
  [
    "import * as React from 'react';",
    "import { useEffect, useLayoutEffect } from 'react';",
    'export function Sample({ id, store }: { id: string; store: { on(): () => void } }) {',
    body,
    '  return null;',
    '}',
  ].join('\n');

const accepted = (name: string, body: string) => ({ name, code: component(body) });
const rejected = (name: string, messageId: 'value' | 'async', body: string) => ({
  name,
  code: component(body),
  errors: [{ messageId }],
});

tester.run('effect-cleanup', effectCleanupRule, {
  valid: [
    accepted(
      'an effect with a block body',
      '  useEffect(() => {\n    window.scrollTo({ top: 0 });\n  }, [id]);',
    ),
    accepted('an effect returning an arrow cleanup', '  useEffect(() => () => store.on(), [store]);'),
    accepted(
      'an effect returning nothing or a named cleanup',
      '  useEffect(() => {\n    const off = store.on();\n    if (!id) return;\n    return off;\n  }, [id, store]);',
    ),
    accepted(
      'a value returned inside the cleanup itself',
      '  useEffect(() => {\n    return () => {\n      return store.on();\n    };\n  }, [store]);',
    ),
    accepted('a hook that is not an effect', '  React.useMemo(() => store.on(), [store]);'),
  ],
  invalid: [
    rejected(
      'an arrow returning a call’s value',
      'value',
      '  useEffect(() => window.scrollTo({ top: 0 }), [id]);',
    ),
    rejected(
      'a layout effect returning a call’s value',
      'value',
      '  useLayoutEffect(() => store.on(), [store]);',
    ),
    rejected('an async effect', 'async', '  React.useEffect(async () => {}, []);'),
    rejected(
      'a return statement with a call’s value',
      'value',
      '  useEffect(() => {\n    if (id) return window.scrollTo(0, 0);\n  }, [id]);',
    ),
  ],
});
