import type { StageConfig } from '../../../infra/config';
import { youtubeSecretName } from '../../../infra/environment';
import { routes } from '../../../catalog/routes';
import { errorLine, type Finding } from '../findings';

/** Whether the YouTube Data API key is stored where the search function reads it (docs/deploy.md). */
export async function youtubeSecretCheck(config: StageConfig): Promise<Finding | undefined> {
  if (!routes.some((route) => 'youtube' in route && route.youtube)) return undefined;
  const { DescribeSecretCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const name = youtubeSecretName(config);
  const secrets = new SecretsManagerClient({ region: config.region });
  try {
    await secrets.send(new DescribeSecretCommand({ SecretId: name }));
    return { level: 'ok', what: `The YouTube Data API key is stored as ${name}` };
  } catch (err) {
    const missing = err instanceof Error && err.name === 'ResourceNotFoundException';
    return {
      level: 'warn',
      what: missing
        ? `No YouTube Data API key at ${name}: the YouTube tool answers every search with a configuration error`
        : `The YouTube key ${name} could not be read (${errorLine(err)})`,
      fix: `read -rs KEY && aws secretsmanager create-secret --region ${config.region} --name ${name} --secret-string "$KEY"; unset KEY`,
    };
  } finally {
    secrets.destroy();
  }
}
