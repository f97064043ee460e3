/**
 * Effects may return a cleanup function or nothing. React calls whatever an effect returns when it
 * cleans up, so `useEffect(() => window.scrollTo(0, 0))` crashes the page on leave in a browser
 * whose scrollTo returns a Promise (Chromium 156 does).
 */
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

const hookName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed
      ? callee.property.name
      : undefined;

const isInlineFunction = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

/** A returned value that is a cleanup: nothing, a function written in place, or a named function. */
const isCleanup = (node) => !node || isInlineFunction(node) || node.type === 'Identifier';

/** The return statements of `body` itself, not of functions nested in it. */
function ownReturns(node, keys, found = []) {
  if (node.type === 'ReturnStatement') found.push(node);
  for (const key of keys[node.type] ?? []) {
    const children = [node[key]].flat();
    for (const child of children) {
      if (child && typeof child.type === 'string' && !FUNCTIONS.has(child.type))
        ownReturns(child, keys, found);
    }
  }
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const effectCleanupRule = {
  meta: {
    type: 'problem',
    docs: { description: 'An effect returns a cleanup function or nothing, never the value of a call.' },
    messages: {
      async: 'An effect cannot be async: React would get a Promise as its cleanup.',
      value:
        'This effect returns a value React will call as its cleanup: use a block body, `() => { doThing(); }`.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(call) {
        const effect = call.arguments[0];
        if (!EFFECT_HOOKS.has(hookName(call.callee)) || !effect || !FUNCTIONS.has(effect.type)) return;
        if (effect.async) return context.report({ node: effect, messageId: 'async' });
        // An expression body is the returned value itself: only a cleanup written in place will do.
        if (effect.body.type !== 'BlockStatement') {
          if (!isInlineFunction(effect.body)) context.report({ node: effect.body, messageId: 'value' });
          return;
        }
        for (const statement of ownReturns(effect.body, context.sourceCode.visitorKeys)) {
          if (!isCleanup(statement.argument)) context.report({ node: statement, messageId: 'value' });
        }
      },
    };
  },
};
