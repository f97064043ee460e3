import type { GenerationMeta } from '../contracts/generation';
import type { Generator } from './types';

/**
 * The generator a tool writes with, reporting every finished generation's meta (with the token usage the
 * model reported) to `record` before the answer leaves: the one place usage is counted.
 */
export function meteredGenerator(
  inner: Generator,
  record: (meta: GenerationMeta) => Promise<void>,
): Generator {
  return {
    kind: inner.kind,
    async *streamText(task, input, signal) {
      for await (const event of inner.streamText(task, input, signal)) {
        if (event.type === 'done') await record(event.meta);
        yield event;
      }
    },
    async generateText(task, input, signal) {
      const answer = await inner.generateText(task, input, signal);
      await record(answer.meta);
      return answer;
    },
    async generateObject(task, input, signal) {
      const answer = await inner.generateObject(task, input, signal);
      await record(answer.meta);
      return answer;
    },
  };
}
