import { loadStageConfig } from '../../../infra/config';
import { routes as tableRoutes } from '../../../catalog/routes';
import { costStage, stageCapacity } from '../../../scripts/deploy/plan';
import { planText } from '../../../scripts/deploy/plan/print';
import { documentedQuotas } from '../../../scripts/deploy/plan/quotas';
import { planLimitFindings } from '../../../scripts/deploy/checks/quotas';
import { planCapacity, roundUp } from '../../../scripts/deploy/plan/capacity';
import { monthlyCost } from '../../../scripts/deploy/plan/cost';
import { prices } from '../../../scripts/deploy/plan/prices';
import { ratioValues, type RatioValues } from '../../../scripts/deploy/plan/ratios';
import { fixtureRoute } from '../../cdk/support';

/**
 * One AI route that researches, its YouTube search, and a beacon route, each with its declared plan: every
 * figure below is worked out by hand.
 */
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
    plan: { weight: 0.3, input: 1000, output: 500, seconds: 10, source: 'test' },
  }),
  fixtureRoute({
    id: 'tool-a-search',
    method: 'POST',
    path: '/functions/v1/tool-a-search',
    streaming: false,
    timeoutSeconds: 15,
    memoryMb: 256,
    youtube: true,
    plan: { perResult: 0.5, of: 'tool-a', source: 'test' },
  }),
  fixtureRoute({
    id: 'events',
    method: 'POST',
    path: '/api/events',
    streaming: false,
    timeoutSeconds: 5,
    memoryMb: 256,
    plan: { perVisit: 2, writes: 3, source: 'test' },
  }),
];
const ratios: RatioValues = {
  ...ratioValues(),
  generationsPerVisit: 0.5,
  researchShare: 0.5,
  searchTokens: { input: 2000, output: 200, seconds: 5 },
  youtubeNewKeywordShare: 0.5,
  peakFactor: 4,
  busiestHourShare: 0.1,
};
const stage = { maxOutputTokens: 1000, researchOn: true, searchReservation: 10_000 };
// 8,640 visitors a day: a tenth of a visitor a second on average.
const plan = planCapacity(8640, ratios, routes, stage);

describe('the plan’s arithmetic, against a case worked by hand', () => {
  it('counts the day by each route’s plan: 4,320 generations, 2,160 searches, 17,280 beacons, and their tokens', () => {
    expect(plan.generationsPerDay).toBe(4320);
    expect(plan.searchesPerDay).toBe(2160);
    // The only tool takes all the tools' generations whatever its weight; its search runs for half its results.
    expect(plan.requestsPerDay).toEqual({ 'tool-a': 4320, 'tool-a-search': 2160, events: 17_280 });
    // Half the searches are new keywords, 102 units each.
    expect(plan.youtubeUnitsPerDay).toBe(1080 * 102);
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
    // 0.2/s × 10 s + (0.1/s + 0.8/s) × 0.1 s = 2.09 executions.
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

  it('prices the month line by line, free tiers first, and an unverified price with its range', () => {
    const lines = monthlyCost(
      plan,
      ratios,
      routes,
      { types: { 'AWS::CloudWatch::Alarm': 12 }, wafRules: 5 },
      {
        modelPrice: { input: 0.1, output: 0.5, source: 'test' },
        groundingPrice: prices.groundingSearch,
        logRetentionDays: 30,
        externalSecrets: 0,
      },
    );
    const usd = (item: string) => lines.find((line) => line.item === item)!.usd;
    // 4,320,000 tokens a day × 365/12 = 131,400,000 a month at $0.10 a million.
    expect(usd('stage model, input')).toBeCloseTo(13.14, 6);
    // 23,760 invocations a day (722,700 a month) stay in the free million.
    expect(usd('requests')).toBe(0);
    // (4,320 × 10 s × 1 GB + (2,160 + 17,280) × 0.1 s × 0.25 GB) a day = 1,328,782.5 GB-s a month, 400,000 free.
    expect(usd('duration')).toBeCloseTo(928_782.5 * 0.0000133334, 6);
    expect(usd('alarms')).toBeCloseTo(0.2, 10);
    expect(usd('rules')).toBe(5);
    // 2,160 searches a day, 65,700 a month, at the default $0.03 and its unverified range down to $0.012.
    const grounding = lines.find((line) => line.item === 'Nova Web Grounding')!;
    expect(grounding.usd).toBeCloseTo(1971, 6);
    expect(grounding.range![0]).toBeCloseTo(788.4, 6);
    expect(grounding.range![1]).toBeCloseTo(1971, 6);
    // Beacons write 3 items each: 17,280 × 3 a day, beside the guard's 5 per generation and 2 per search.
    expect(lines.find((line) => line.item === 'writes')!.quantity).toBeCloseTo(
      (4320 * 5 + 2160 * 2 + 17_280 * 3) * (365 / 12),
      6,
    );
  });

  it('refuses a route the plan has no figure for, rather than counting it as nothing', () => {
    const unplanned = fixtureRoute({
      id: 'new-route',
      method: 'GET',
      path: '/api/new',
      streaming: false,
      timeoutSeconds: 5,
      memoryMb: 256,
    });
    expect(() => planCapacity(1000, ratios, [...routes, unplanned], stage)).toThrow(
      /Route new-route has no plan/,
    );
  });
});

describe('--check holds the day’s grounded searches and YouTube units to the plan, as the other limits', () => {
  const stage = (changes: Record<string, unknown>) =>
    loadStageConfig('qa', {
      qa: {
        region: 'us-east-1',
        senderEmail: 'roast@copilot-ops.net',
        supportEmail: 'help@copilot-ops.net',
        alarmEmail: 'ops@copilot-ops.net',
        expectedVisitorsPerDay: 10_000,
        ...changes,
      },
    });

  it('fails a stage that keeps data when the plan needs more than 80 % of its searches, naming the value to set', () => {
    const config = stage({ research: { dailyCalls: 100 } });
    const findings = planLimitFindings(config, stageCapacity(config));
    const research = findings.find((f) => f.what.includes('research.dailyCalls'))!;
    expect(research).toMatchObject({
      level: 'fail',
      fix: expect.stringMatching(/^set research\.dailyCalls to at least \d/),
    });
    const youtube = findings.find((f) => f.what.includes('youtube.dailyUnitBudget'))!;
    expect(youtube.level).toBe('ok');
  });

  it('passes the searches when the alarm stays quiet at the plan', () => {
    const config = stage({ research: { dailyCalls: 5000 } });
    expect(planLimitFindings(config, stageCapacity(config)).every((f) => f.level === 'ok')).toBe(true);
  });
});

describe('the printed plan', () => {
  it('warns when the stage model is priced at Haiku 5.5’s default but is another, and shows grounding with its range', () => {
    const config = loadStageConfig('qa', {
      qa: {
        region: 'us-east-1',
        senderEmail: 'roast@copilot-ops.net',
        supportEmail: 'help@copilot-ops.net',
        alarmEmail: 'ops@copilot-ops.net',
        bedrock: { modelId: 'us.anthropic.claude-haiku-4-5' },
      },
    });
    const capacity = stageCapacity(config);
    const cost = monthlyCost(
      capacity,
      ratioValues(),
      tableRoutes,
      { types: {}, wafRules: 0 },
      costStage(config),
    );
    const text = planText(config, { capacity, cost, quotas: documentedQuotas }).join('\n');
    expect(text).toMatch(/^> ! Stage qa prices us\.anthropic\.claude-haiku-4-5 at the default of global\./m);
    expect(text).toMatch(
      /\| Nova Web Grounding \| [\d,]+ grounded searches .*\| \$[\d,.]+ \(\$[\d,.]+ to \$[\d,.]+\) \|/,
    );
    expect(text).toMatch(/\| grounded searches a day \(alarm at 80 %\) \(research\.dailyCalls\) \|/);
    expect(text).toMatch(/\| YouTube units a day \(alarm at 80 %\) \(youtube\.dailyUnitBudget\) \|/);
    expect(text).not.toMatch(/unknown \|/);
  });
});
