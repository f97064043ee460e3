import type { StageConfig } from '../../../infra/config';
import { outputKeys, physicalName, stackName } from '../../../catalog/names';
import { errorLine, type Finding } from '../findings';
import { readStackOutputs } from '../stack-outputs';

/** After a deploy: says how to send a test notification, or sends one (`--test-alarm`). */
export async function alarmCheck(config: StageConfig, send: boolean): Promise<Finding> {
  const api = await readStackOutputs(stackName(config.stage, 'Api'), config.region);
  if (!api?.[outputKeys.alarmTopicArn]) return { level: 'ok', what: 'Alarms: not deployed yet' };
  const alarmName = physicalName(config.stage, 'api-5xx');
  if (!send) {
    return {
      level: 'ok',
      what: `Alarms notify ${config.alarmEmail ?? 'nobody (no alarmEmail)'}: add --test-alarm to send a test notification`,
    };
  }
  const { CloudWatchClient, SetAlarmStateCommand } = await import('@aws-sdk/client-cloudwatch');
  const cloudwatch = new CloudWatchClient({ region: config.region });
  try {
    await cloudwatch.send(
      new SetAlarmStateCommand({
        AlarmName: alarmName,
        StateValue: 'ALARM',
        StateReason: `Test notification from npm run deploy -- ${config.stage} --check --test-alarm`,
      }),
    );
    return {
      level: 'ok',
      what: `Sent a test notification: ${alarmName} set to ALARM; ${config.alarmEmail ?? 'nobody'} should get an email within minutes (the alarm returns to OK at its next evaluation)`,
    };
  } catch (err) {
    return { level: 'fail', what: `Could not set ${alarmName}: ${errorLine(err)}` };
  } finally {
    cloudwatch.destroy();
  }
}
