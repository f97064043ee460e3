import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured logger (level from POWERTOOLS_LOG_LEVEL). Request bodies and visitor
 * emails are never passed to it: handlers log routes, sizes, counts and outcomes only.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'content-copilot' });
