import * as httpErrors from '@lambdas/shared/http/errors';
import * as bedrockErrors from '@lambdas/shared/generator/bedrock-errors';
import * as youtubeErrors from '@lambdas/shared/youtube/errors';

type AnyErrorClass = new (...args: unknown[]) => Error;

/** Arguments a few constructors need beyond a plain string. */
const argsFor: Record<string, unknown[]> = {
  MethodNotAllowedError: [['GET']],
  PageFetchError: ['timeout'],
  AppError: [500, 'Boom'],
};

// Minified bundles rename classes, so each error writes its name out; this catches a new one that does not.
const modules: Record<string, unknown> = { ...httpErrors, ...bedrockErrors, ...youtubeErrors };
const errorClasses = Object.entries(modules).filter(
  (entry): entry is [string, AnyErrorClass] =>
    typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
);

describe('error classes', () => {
  it('are all found', () => {
    expect(errorClasses.length).toBeGreaterThanOrEqual(17);
  });

  it.each(errorClasses)('%s is named after itself, as logs show it', (name, ErrorClass) => {
    expect(new ErrorClass(...(argsFor[name] ?? ['x', 'x', 'x'])).name).toBe(name);
  });
});
