import { SES_TIMEOUT_MS } from '../../lambdas/shared/email/ses-client';
import { runAdmin } from '../support/admin-cli';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { roastAnswer, roastBody } from '../support/brand-roast-fixtures';
import { startHangingServer, type HangingServer } from '../support/hanging-server';
import { post } from '../support/http';
import { leadsIn } from '../support/leads';

let bedrock: BedrockSite;
let hanging: HangingServer;
beforeAll(async () => {
  hanging = await startHangingServer();
  bedrock = await startBedrockSite();
  // The functions send through an SES that never answers; the admin CLI still finds the working local one.
  await bedrock.site.setFunctionEnv({ SES_ENDPOINT: hanging.url });
});
afterAll(async () => {
  await bedrock.close();
  await hanging.close();
});

it('answers within the SES timeout when SES hangs, every twin alike, and leads resend sends it later', async () => {
  bedrock.fake.enqueue({ kind: 'tool', inputs: [roastAnswer], delayMs: 200 });
  const body = roastBody({ email: 'hang@example.com' });
  const answers = await Promise.all(
    [1, 2, 3].map((n) =>
      post(`${bedrock.site.url}/functions/v1/brand-roast`, body, { localAddress: `127.0.0.${n}` }),
    ),
  );
  // From the send's first connection to SES, so a busy machine's slower generation does not count.
  const seconds = (performance.now() - hanging.firstConnectionAt!) / 1000;

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(answers.map((answer) => JSON.parse(answer.text).emailed)).toEqual([false, false, false]);
  // A deadline, with 3x room: the send gives up after SES_TIMEOUT_MS (5 s); it once waited 90 s.
  expect(seconds).toBeLessThan((3 * SES_TIMEOUT_MS) / 1000);
  const [lead] = await leadsIn(bedrock.site.store).findByEmail('hang@example.com');
  expect(lead!.status).toBe('email_failed');

  const resend = await runAdmin(['leads', 'resend', lead!.id], { dataDir: bedrock.site.dataDir });
  expect(resend.code).toBe(0);
  expect((await leadsIn(bedrock.site.store).get(lead!.id))!.status).toBe('emailed');
  const sent = await bedrock.site.ses.sent();
  expect(sent.filter((mail) => mail.destination.to.includes('hang@example.com'))).toHaveLength(1);
}, 60_000);
