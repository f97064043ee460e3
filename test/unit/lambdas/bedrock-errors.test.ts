import {
  ModelAccessError,
  ModelError,
  ModelThrottledError,
  toGenerationError,
} from '@lambdas/shared/generator/bedrock-errors';
import { ConfigurationError, RequestTimeoutError } from '@lambdas/shared/http/errors';

const named = (name: string, message = 'm') => Object.assign(new Error(message), { name });

describe('mapping Bedrock errors', () => {
  it.each([
    ['AccessDeniedException', ModelAccessError],
    ['ResourceNotFoundException', ModelAccessError],
    ['ThrottlingException', ModelThrottledError],
    ['ServiceQuotaExceededException', ModelThrottledError],
    ['ModelTimeoutException', RequestTimeoutError],
    ['AbortError', RequestTimeoutError],
    ['CredentialsProviderError', ConfigurationError],
    ['InternalServerException', ModelError],
  ])('maps %s', (name, expected) => {
    expect(toGenerationError(named(name), 'model-x', false)).toBeInstanceOf(expected);
  });

  it('treats a ValidationException about the model id as a model access problem, others as model errors', () => {
    expect(
      toGenerationError(
        named('ValidationException', 'The provided model identifier is invalid.'),
        'm',
        false,
      ),
    ).toBeInstanceOf(ModelAccessError);
    expect(toGenerationError(named('ValidationException', 'Input is too long'), 'm', false)).toBeInstanceOf(
      ModelError,
    );
  });

  it('treats any "rate limit" message as throttling and our own timeout as a timeout', () => {
    expect(toGenerationError(new Error('Rate limit reached for requests'), 'm', false)).toBeInstanceOf(
      ModelThrottledError,
    );
    expect(toGenerationError(named('InternalServerException'), 'm', true)).toBeInstanceOf(
      RequestTimeoutError,
    );
  });

  it('names the configuration that is wrong for credential problems', () => {
    expect(
      toGenerationError(named('CredentialsProviderError', 'Could not load credentials'), 'm', false).message,
    ).toBe('There was a problem with the AWS credentials configuration: Could not load credentials');
  });
});
