import { ConverseCommand, type BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { GenerationMeta } from '../contracts/generation';
import { languageOf, type LanguageCode } from '../contracts/languages';
import { Spend, tokenBound } from '../generator/spend';
import type { CostReport, Prompt } from '../generator/types';
import { field } from '../prompt-data';
import { citedPages, type CitedPage } from './citations';

/** The system tool that lets Nova search the web (Nova user guide, "Web Grounding"). */
export const GROUNDING_TOOL = 'nova_grounding';

/** Output tokens a grounded search may write: its prose is thrown away, only the citations are kept. */
export const GROUNDING_OUTPUT_TOKENS = 1024;

/** Input tokens a grounded search may count: our short prompt plus the search results Nova reads. */
export const SEARCH_INPUT_TOKENS = 16_000;

/** Input tokens reserved for the search results a grounded search reads, besides our prompt. */
export const SEARCH_RESULT_TOKENS = 8000;

/** The question a grounded search asks for a keyword: the pages that rank, cited. */
export function groundingPrompt(keyword: string, language: LanguageCode): Prompt {
  const { name } = languageOf(language);
  return {
    system: 'You research search results for content marketers. Search the web and cite every page you name.',
    user: [
      `Which pages rank best in web search today for the query "${field(keyword, 100)}" (results in ${name})?`,
      'Name up to eight different pages, one line each, and cite each page you name.',
    ].join('\n'),
  };
}

/** What one grounded search returned: the cited pages and the tokens Bedrock counted. */
export interface GroundedSearch {
  pages: CitedPage[];
  usage: GenerationMeta['usage'];
}

/**
 * Asks a grounding-capable Nova model, through Converse with the `nova_grounding` system tool, which pages
 * rank for a keyword, and keeps the pages its citations point at. Its cost is reported from the moment it
 * is sent: our prompt, the search results it may read and its output cap, until Bedrock's count.
 */
export async function groundedSearch(
  client: BedrockRuntimeClient,
  modelId: string,
  prompt: Prompt,
  signal: AbortSignal,
  cost?: CostReport,
): Promise<GroundedSearch> {
  const spend = new Spend(cost);
  const request = {
    modelId,
    system: [{ text: prompt.system }],
    messages: [{ role: 'user' as const, content: [{ text: prompt.user }] }],
    inferenceConfig: { maxTokens: GROUNDING_OUTPUT_TOKENS },
    toolConfig: { tools: [{ systemTool: { name: GROUNDING_TOOL } }] },
  };
  spend.underWay(tokenBound(request) + SEARCH_RESULT_TOKENS, GROUNDING_OUTPUT_TOKENS);
  const response = await client
    .send(new ConverseCommand(request), { abortSignal: signal })
    .catch((err: unknown) => {
      spend.failed(err);
      throw err;
    });
  spend.done(response.usage);
  return { pages: citedPages(response.output?.message?.content), usage: spend.usage };
}
