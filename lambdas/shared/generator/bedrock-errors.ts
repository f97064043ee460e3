import { AppError, ConfigurationError, RequestTimeoutError } from '../http/errors';

/** The product rules' (docs/product.md#generation-errors) text for provider throttling and quota errors. */
export const MODEL_RATE_LIMIT_MESSAGE =
  'Rate limit exceeded. Your API key has run out of quota or is being throttled. Please upgrade your plan or wait and try again later.';

const ACCESS = new Set(['AccessDeniedException', 'ResourceNotFoundException', 'UnrecognizedClientException']);
const THROTTLED = new Set([
  'ThrottlingException',
  'ServiceQuotaExceededException',
  'ModelNotReadyException',
  'TooManyRequestsException',
]);
const TIMEOUT = new Set(['ModelTimeoutException', 'TimeoutError', 'AbortError', 'RequestTimeout']);
const CREDENTIALS = new Set([
  'CredentialsProviderError',
  'ExpiredTokenException',
  'InvalidSignatureException',
]);
/** A ValidationException about the model id itself is a setup problem, not a bad request. */
const MODEL_ID_PROBLEM =
  /model identifier|model id|inference profile|on-demand throughput|not authorized to invoke/i;

/** Thrown when the model cannot be used: no access, unknown or mistyped model id. */
export class ModelAccessError extends AppError {
  override readonly name = 'ModelAccessError';

  constructor(modelId: string, awsMessage: string, awsError: string) {
    super(502, `Amazon Bedrock refused to run model ${modelId}: ${awsMessage}`, {
      code: 'model_access',
      details: { modelId, awsError },
    });
  }
}

export class ModelThrottledError extends AppError {
  override readonly name = 'ModelThrottledError';

  constructor() {
    super(429, MODEL_RATE_LIMIT_MESSAGE, { code: 'model_throttled', headers: { 'Retry-After': '30' } });
  }
}

/** The model answered, but not usefully (empty, unreadable or in the wrong shape), or Bedrock failed. */
export class ModelError extends AppError {
  override readonly name = 'ModelError';

  constructor(message: string) {
    super(502, message, { code: 'model_error' });
  }
}

/** Maps anything the Bedrock client throws to the one error the visitor should see. */
export function toGenerationError(err: unknown, modelId: string, timedOut: boolean): Error {
  if (err instanceof AppError) return err;
  const name = err instanceof Error ? err.name : 'Error';
  const message = err instanceof Error ? err.message : String(err);
  if (timedOut || TIMEOUT.has(name)) return new RequestTimeoutError();
  if (ACCESS.has(name) || (name === 'ValidationException' && MODEL_ID_PROBLEM.test(message))) {
    return new ModelAccessError(modelId, message, name);
  }
  if (THROTTLED.has(name) || /rate limit/i.test(message)) return new ModelThrottledError();
  if (CREDENTIALS.has(name)) {
    return new ConfigurationError(`There was a problem with the AWS credentials configuration: ${message}`);
  }
  return new ModelError(`Amazon Bedrock could not complete the request (${name}). Please try again.`);
}
