/**
 * `npm run deploy -- <stage> --check`: what a deploy needs, before anything is created. The pre-flight first
 * (settings, credentials, bootstrap: preflight.ts); with credentials, both models' access, one grounded search
 * when research is on, the account's quotas against the plan for the stage's expected visitors, SES, the
 * YouTube key, and the domain (its hosted zone or certificate, and the DNS records to add by hand). With
 * `testAlarm`, after a deploy, one alarm is set to ALARM so its address gets a test email.
 */
import type { StageConfig } from '../../infra/config';
import { alarmCheck } from './checks/alarm';
import { domainChecks, recordsFinding } from './checks/domain';
import { emailChecks } from './checks/email';
import { groundingProbe, modelChecks } from './checks/models';
import { planLimitFindings, quotaFindings } from './checks/quotas';
import { youtubeSecretCheck } from './checks/youtube';
import type { Finding } from './findings';
import { readQuotas } from './plan/quotas';
import { preflight } from './preflight';

export type { Finding } from './findings';

/** Every check of `--check`, in the order they print. */
export async function checkStage(
  config: StageConfig,
  options: { testAlarm?: boolean } = {},
): Promise<Finding[]> {
  const { findings, account, partition = 'aws' } = await preflight(config);
  if (!account) {
    // The records to add need no account: what a deploy would fill in is named instead.
    const records = recordsFinding(config);
    if (records) findings.push(records);
    findings.push({
      level: 'warn',
      what: 'Not checked without credentials that AWS answers: CDK bootstrap, model access, grounding, quotas, SES identity, YouTube key, domain',
    });
    return findings;
  }
  // The plan loads the research module (and its SDK client): after the credentials, like every other client.
  const { stageCapacity } = await import('./plan');
  const [models, grounding, quotas, email, youtube, domain] = await Promise.all([
    modelChecks(config),
    config.research.enabled ? groundingProbe(config, partition) : undefined,
    readQuotas(config),
    emailChecks(config),
    youtubeSecretCheck(config),
    domainChecks(config),
  ]);
  findings.push(...models);
  if (grounding) findings.push(grounding);
  const capacity = stageCapacity(config);
  findings.push(...quotaFindings(config, capacity, quotas), ...planLimitFindings(config, capacity), ...email);
  if (youtube) findings.push(youtube);
  findings.push(...domain);
  findings.push(await alarmCheck(config, options.testAlarm === true));
  return findings;
}
