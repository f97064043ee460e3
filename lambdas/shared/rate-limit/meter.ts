import type { GenerationMeter } from '../generator/metered';
import { PromptTooLongError } from '../http/errors';
import { operationsMetrics } from '../../../catalog/names';
import { emitMetrics } from '../metrics/metrics';
import { emitBudgetMetric } from './budget-metric';
import { generationMaximum } from './generation-budget';
import type { Reservation } from './reservation';

/** What the meter of one tool's generations needs to know. */
export interface MeterSettings {
  /** The tool's input-token ceiling (catalog/routes.ts `generation.inputTokens`). */
  inputTokens: number;
  /** The most tokens one model call may answer with. */
  outputTokens: number;
  dailyTokens: number;
  /** The route id, the `Tool` dimension of the token metrics. */
  tool: string;
}

/**
 * The meter of a guarded generation: a prompt above the tool's ceiling is refused (413) before the model is
 * called, the reservation covers the generation's maximum, and settling counts what the model read and wrote
 * and publishes the share of the day's budget used, which the budget alarm watches, and the tool's tokens,
 * which the dashboard shows.
 */
export function reservationMeter(reservation: Reservation, settings: MeterSettings): GenerationMeter {
  return {
    async start(inputTokens, calls) {
      if (inputTokens > settings.inputTokens) throw new PromptTooLongError();
      await reservation.cover(generationMaximum(inputTokens, settings.outputTokens, calls));
    },
    async settle(meta) {
      const { day, over } = await reservation.settle(meta);
      if (day !== undefined) emitBudgetMetric((day / settings.dailyTokens) * 100);
      emitMetrics(
        { Tool: settings.tool },
        {
          [operationsMetrics.inputTokens]: { value: meta.usage.inputTokens, unit: 'Count' },
          [operationsMetrics.outputTokens]: { value: meta.usage.outputTokens, unit: 'Count' },
        },
      );
      return over;
    },
    release: () => reservation.release(),
  };
}
