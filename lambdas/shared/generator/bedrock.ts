import {
  ConverseCommand,
  ConverseStreamCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type Message,
  type ToolConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from '../contracts/zod';
import type { GenerationMeta } from '../contracts/generation';
import { logger } from '../logger';
import { ModelError, toGenerationError } from './bedrock-errors';
import { withoutBlankOptionals } from './blank-optionals';
import { toolInputSchema } from './tool-schema';
import { Spend, tokenBound } from './spend';
import type { CostReport, Generator, ObjectTask, Prompt, TextEvent, TextTask, Usage } from './types';

export interface BedrockSettings {
  client: BedrockRuntimeClient;
  modelId: string;
  maxOutputTokens: number;
  temperature: number;
  /** Deadline of one whole generation, all attempts included. */
  timeoutMs: number;
  /** Model-specific request fields (see `modelRequestFields`), sent with every call. */
  requestFields?: Record<string, unknown>;
}

/** Longest list of problems a repair round sends back to the model. */
export const REPAIR_NOTE_CHARS = 500;

/** The abort signal of a generation, and its timeout part (to tell a timeout from a caller abort). */
interface Deadline {
  signal: AbortSignal;
  timeout: AbortSignal;
}

/** Generation on Amazon Bedrock through Converse and ConverseStream; structured answers through a forced tool. */
export class BedrockGenerator implements Generator {
  readonly kind = 'bedrock' as const;

  constructor(private readonly settings: BedrockSettings) {}

  /**
   * One deadline for a whole generation: every SDK attempt (retries on throttling) and the repair round
   * share it, so a buffered answer never outlasts `timeoutMs` however many calls it takes.
   */
  private deadline(signal: AbortSignal | undefined): Deadline {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    return { timeout, signal: signal ? AbortSignal.any([signal, timeout]) : timeout };
  }

  /**
   * Runs one buffered Bedrock call within the generation's deadline, its cost reported from the moment it
   * is sent (the request's bound and the whole output cap) until Bedrock's count, and maps what it throws.
   */
  private async call<T extends { usage?: Partial<Usage> }>(
    deadline: Deadline,
    spend: Spend,
    request: object,
    run: (abortSignal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    spend.underWay(tokenBound(request), this.settings.maxOutputTokens);
    try {
      const response = await run(deadline.signal);
      spend.done(response.usage);
      return response;
    } catch (err) {
      spend.failed(err);
      throw toGenerationError(err, this.settings.modelId, deadline.timeout.aborted);
    }
  }

  private request(prompt: Prompt, messages?: Message[]) {
    return {
      modelId: this.settings.modelId,
      system: [{ text: prompt.system }],
      messages: messages ?? [{ role: 'user' as const, content: [{ text: prompt.user }] }],
      inferenceConfig: { maxTokens: this.settings.maxOutputTokens, temperature: this.settings.temperature },
      ...(this.settings.requestFields
        ? { additionalModelRequestFields: this.settings.requestFields as never }
        : {}),
    };
  }

  private finish(task: string, mode: string, usage: Usage, started: number): GenerationMeta {
    logger.info('generation finished', {
      task,
      mode,
      model: this.settings.modelId,
      ...usage,
      ms: Date.now() - started,
    });
    return { demo: false, usage };
  }

  async *streamText<I>(
    task: TextTask<I>,
    input: I,
    signal?: AbortSignal,
    cost?: CostReport,
  ): AsyncIterable<TextEvent> {
    const started = Date.now();
    const { timeout, signal: abortSignal } = this.deadline(signal);
    const spend = new Spend(cost);
    const request = this.request(task.prompt(input));
    const read = tokenBound(request);
    let written = 0;
    try {
      spend.underWay(read, 0);
      const { stream } = await this.settings.client
        .send(new ConverseStreamCommand(request), { abortSignal })
        .catch((err: unknown) => {
          spend.failed(err);
          throw err;
        });
      for await (const event of stream ?? []) {
        const text = event.contentBlockDelta?.delta?.text;
        if (text) {
          written += tokenBound(text);
          spend.underWay(read, written);
          yield { type: 'text', text };
        }
        if (event.metadata?.usage) spend.done(event.metadata.usage);
      }
      // An aborted call ends the SDK's event stream quietly: what was read is not a whole answer.
      abortSignal.throwIfAborted();
    } catch (err) {
      throw toGenerationError(err, this.settings.modelId, timeout.aborted);
    }
    if (!written) throw new ModelError('The model returned an empty answer. Please try again.');
    yield { type: 'done', meta: this.finish(task.name, 'stream', spend.usage, started) };
  }

  async generateText<I>(task: TextTask<I>, input: I, signal?: AbortSignal, cost?: CostReport) {
    const started = Date.now();
    const spend = new Spend(cost);
    const request = this.request(task.prompt(input));
    const response = await this.call(this.deadline(signal), spend, request, (abortSignal) =>
      this.settings.client.send(new ConverseCommand(request), { abortSignal }),
    );
    const text = (response.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    if (!text.trim()) throw new ModelError('The model returned an empty answer. Please try again.');
    return { text, meta: this.finish(task.name, 'converse', spend.usage, started) };
  }

  /**
   * Forces the model to answer through a tool whose input schema is the task's zod schema, what it left blank
   * taken out first where the schema lets it go (optional fields, items of text lists); one repair retry.
   */
  async generateObject<I, S extends z.core.$ZodType>(
    task: ObjectTask<I, S>,
    input: I,
    signal?: AbortSignal,
    cost?: CostReport,
  ) {
    const started = Date.now();
    const spend = new Spend(cost);
    const prompt = task.prompt(input);
    const toolConfig: ToolConfiguration = {
      tools: [
        {
          toolSpec: {
            name: task.tool.name,
            description: task.tool.description,
            inputSchema: {
              json: toolInputSchema(task.schema) as never,
            },
          },
        },
      ],
      toolChoice: { tool: { name: task.tool.name } },
    };
    const messages: Message[] = [{ role: 'user', content: [{ text: prompt.user }] }];
    const deadline = this.deadline(signal);
    for (let attempt = 0; attempt < 2; attempt++) {
      const request = { ...this.request(prompt, messages), toolConfig };
      const response = await this.call(deadline, spend, request, (abortSignal) =>
        this.settings.client.send(new ConverseCommand(request), { abortSignal }),
      );
      const answer = response.output?.message;
      const toolUse = answer?.content?.find(
        (block): block is ContentBlock.ToolUseMember => 'toolUse' in block && !!block.toolUse,
      )?.toolUse;
      const parsed = z.safeParse(task.schema, withoutBlankOptionals(task.schema, toolUse?.input));
      if (parsed.success)
        return {
          object: parsed.data as z.infer<S>,
          meta: this.finish(task.name, 'tool', spend.usage, started),
        };
      if (!answer) break;
      // Cut, so the repair round stays within the tokens the guard reserved (REPAIR_NOTE_TOKENS).
      const problems = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ')
        .slice(0, REPAIR_NOTE_CHARS);
      logger.warn('model answer failed validation, asking once more', { task: task.name, problems });
      messages.push(answer);
      messages.push({
        role: 'user',
        content: toolUse?.toolUseId
          ? [
              {
                toolResult: {
                  toolUseId: toolUse.toolUseId,
                  status: 'error',
                  content: [
                    { text: `Invalid input: ${problems}. Call the tool again with corrected input.` },
                  ],
                },
              },
            ]
          : [{ text: `Answer only by calling the ${task.tool.name} tool.` }],
      });
    }
    throw new ModelError('The model returned an answer in the wrong shape. Please try again.');
  }
}
