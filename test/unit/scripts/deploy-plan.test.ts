import { planCapacity, roundUp } from '../../../scripts/deploy/plan/capacity';
import { monthlyCost } from '../../../scripts/deploy/plan/cost';
import { ratioValues, type RatioValues } from '../../../scripts/deploy/plan/ratios';
import { fixtureRoute } from '../../cdk/support';

/** One AI route that researches and one beacon route: every figure below is worked out by hand. */
const routes = [
  fixtureRoute({
    id: 'tool-a',
    method: 'POST',
    path: '/functions/v1/tool-a',
    streaming: true,
    timeoutSeconds: 60,
    memoryMb: 1024,
    bedrock: true,
    research: true,
    generation: { inputTokens: 4000, calls: 1 },
  }),
  fixtureRoute({
    id: 'events',
    method: 'POST',
    path: '/api/events',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
  }),
];
const ratios: RatioValues = {
  ...ratioValues(),
  generationsPerVisit: 0.5,
  toolMix: { 'tool-a': 1 },
  tokensByTool: { 'tool-a': { input: 1000, output: 500, seconds: 10 } },
  researchShare: 0.5,
  searchTokens: { input: 2000, output: 200, seconds: 5 },
  beaconsPerVisit: 2,
  readsPerVisit: {},
  peakFactor: 4,
  busiestHourShare: 0.1,
};
const stage = { maxOutputTokens: 1000, researchOn: true, searchReservation: 10_000 };
// 8,640 visitors a day: a tenth of a visitor a second on average.
const plan = planCapacity(8640, ratios, routes, stage);

describe('the plan’s arithmetic, against a case worked by hand', () => {
  it('counts the day: 4,320 generations, 2,160 searches, 17,280 beacons, and their tokens', () => {
    expect(plan.generationsPerDay).toBe(4320);
    expect(plan.searchesPerDay).toBe(2160);
    expect(plan.requestsPerDay).toEqual({ 'tool-a': 4320, events: 17_280 });
    expect(plan.tokens).toEqual({
      model: { input: 4_320_000, output: 2_160_000 },
      research: { input: 4_320_000, output: 432_000 },
    });
  });

  it('finds the busiest second four times the mean, and what runs at once then', () => {
    expect(plan.peakPerSecond['tool-a']).toBeCloseTo(0.2, 10);
    expect(plan.peakPerSecond.events).toBeCloseTo(0.8, 10);
    expect(plan.inFlight.generations).toBeCloseTo(2, 10);
    expect(plan.inFlight.searches).toBeCloseTo(0.5, 10);
    // 0.2/s × 10 s + 0.8/s × 0.1 s = 2.08 executions.
    expect(plan.concurrency).toBe(3);
  });

  it('sizes the budget for the day’s use plus the reservations in flight, rounded up to two digits', () => {
    // 11,232,000 used + 2 generations × 5,500 (4,000 + 500 + 1,000) + 0.5 searches × 10,000 = 11,248,000.
    expect(plan.budget).toBe(12_000_000);
    expect(roundUp(11_248_000)).toBe(12_000_000);
    expect(roundUp(7_350_001)).toBe(7_400_000);
  });

  it('counts Bedrock tokens a minute as the quota does, and the busiest hour as the alarms do', () => {
    // 12 generations a minute × (1,000 in + 1,000 max_tokens); 6 searches a minute × 2,200.
    expect(plan.tokensPerMinute.model).toBeCloseTo(24_000, 6);
    expect(plan.tokensPerMinute.research).toBeCloseTo(13_200, 6);
    expect(plan.busiestHour.modelCalls).toBeCloseTo(648, 6);
    expect(plan.busiestHour.outputTokens).toBeCloseTo(259_200, 6);
  });

  it('prices the month line by line, free tiers first, and an unknown price as unknown', () => {
    const lines = monthlyCost(
      plan,
      ratios,
      routes,
      { types: { 'AWS::CloudWatch::Alarm': 12 }, wafRules: 5 },
      {
        modelPrice: { input: 0.1, output: 0.5, source: 'test' },
        logRetentionDays: 30,
        externalSecrets: 0,
      },
    );
    const usd = (item: string) => lines.find((line) => line.item === item)!.usd;
    // 4,320,000 tokens a day × 365/12 = 131,400,000 a month at $0.10 a million.
    expect(usd('stage model, input')).toBeCloseTo(13.14, 6);
    // 21,600 invocations a day (657,000 a month) stay in the free million.
    expect(usd('requests')).toBe(0);
    // (4,320 × 10 s × 1 GB + 17,280 × 0.1 s × 0.25 GB) a day = 1,327,140 GB-s a month, 400,000 of them free.
    expect(usd('duration')).toBeCloseTo(927_140 * 0.0000133334, 6);
    expect(usd('alarms')).toBeCloseTo(0.2, 10);
    expect(usd('rules')).toBe(5);
    expect(usd('Nova Web Grounding')).toBeUndefined();
  });
});
