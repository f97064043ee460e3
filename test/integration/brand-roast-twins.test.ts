import { BrandRoastResponseSchema } from '../../lambdas/brand-roast/contract';
import { post } from '../support/http';
import { startBedrockSite, type BedrockSite } from '../support/bedrock-site';
import { roastAnswer, roastBody } from '../support/brand-roast-fixtures';
import { leadsIn } from '../support/leads';

let bedrock: BedrockSite;
let url: string;
beforeAll(async () => {
  // Twenty addresses of one /24 at once: the network's share of the day has its own tests (budget-shares).
  // The model's answers take 3 s here (every twin arrives while it writes): the model's own limit is 30 s, not
  // the 6 s the other files use, so a loaded machine does not turn the one generation into a timeout.
  bedrock = await startBedrockSite({
    env: { GENERATION_BUDGET_NETWORK_PERCENT: '100', BEDROCK_TIMEOUT_MS: '30000' },
  });
  url = `${bedrock.site.url}/functions/v1/brand-roast`;
});
afterAll(() => bedrock.close());

/**
 * `count` identical requests at once, from 127.0.0.<first>, <first + 1>, …: the local server reads the visitor
 * from the socket, and one visitor's simultaneous requests would meet the rate limiter's own refusal first.
 */
const twins = (body: unknown, count: number, first: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) => post(url, body, { localAddress: `127.0.0.${first + i}` })),
  );

describe('the same roast submission sent many times at once', () => {
  it('runs one generation and sends one email, and all 20 answers say the same', async () => {
    const calls = bedrock.fake.requests.length;
    // The model takes a moment, as a real one does: every twin arrives while it writes.
    bedrock.fake.enqueue({ kind: 'tool', inputs: [roastAnswer], delayMs: 3000 });
    const body = roastBody({ email: 'twins@example.com' });
    const answers = await twins(body, 20, 10);

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const parsed = answers.map((answer) => BrandRoastResponseSchema.parse(JSON.parse(answer.text)));
    expect(new Set(parsed.map((answer) => answer.roast))).toEqual(new Set([roastAnswer.roast]));
    expect(parsed.map((answer) => answer.emailed)).toEqual(Array(20).fill(true));
    expect(bedrock.fake.requests.length - calls).toBe(1);
    expect(await leadsIn(bedrock.site.store).findByEmail('twins@example.com')).toHaveLength(1);
    const mail = (await bedrock.site.ses.sent()).filter((m) =>
      m.destination.to.includes('twins@example.com'),
    );
    expect(mail).toHaveLength(1);
  });

  it('answers every twin with the failure when the one generation fails, and lets a later retry try again', async () => {
    const calls = bedrock.fake.requests.length;
    // Two unusable answers: the first and its repair round.
    bedrock.fake.enqueue(
      // Long enough that every twin arrives while it runs, on a loaded machine too (at 300 ms one came after).
      { kind: 'tool', inputs: [{ roast: 'Only a roast.' }], delayMs: 3000 },
      { kind: 'tool', inputs: [{}] },
    );
    const body = roastBody({ email: 'broken@example.com' });
    const answers = await twins(body, 5, 40);
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(502));
    expect(bedrock.fake.requests.length - calls).toBe(2);
    const [lead] = await leadsIn(bedrock.site.store).findByEmail('broken@example.com');
    expect(lead).toMatchObject({ status: 'failed', failure: 'model_error' });

    bedrock.fake.enqueue({ kind: 'tool', inputs: [roastAnswer] });
    const retry = await post(url, body, { localAddress: '127.0.0.40' });
    expect(JSON.parse(retry.text)).toMatchObject({ roast: roastAnswer.roast, emailed: true });
  });
});
