import type { APIGatewayProxyResult } from 'aws-lambda';
import { json } from '../shared/http/responses';
import { DEFAULT_SUPPORT_EMAIL } from '../shared/support-email';
import type { SiteConfig } from './contract';

/**
 * The settings as the environment holds them. It reads nothing from the request, so it runs without the middy
 * stack; SUPPORT_EMAIL is checked to be an address where it is set (the stage config at synth, the local
 * config), so it is read without the schema of `env()` too.
 */
export const handler = async (): Promise<APIGatewayProxyResult> => {
  const config: SiteConfig = { supportEmail: process.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL };
  return json(200, config, { 'Cache-Control': 'public, max-age=300' });
};
