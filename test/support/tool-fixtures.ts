import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Prompt } from '../../lambdas/shared/generator/types';
import type { DemoReads } from './demo-reads';
import { toolIds, type ToolId } from '../../catalog/manifest';

/** One hostile prompt: the builder fed hostile values, the tool's cap, and the blocks it must open once each. */
export interface PromptCase {
  name: string;
  cap: number;
  build: () => Prompt;
  blocks: string[];
}

/** What a visitor enters in a form: a tab to pick first, text fields (label → value) and selects. */
export interface Entries {
  tab?: string;
  text: Record<string, string>;
  select?: Record<string, string>;
}

/** How the shared browser tests use a tool's page. */
export interface PageRecipe {
  /** The submit button's label. */
  submit: string;
  /** What a visitor enters (kept for the session, read back after Back and reload). */
  entries: Entries;
  /** An invalid submit's first required field and, when it has one, the next; `null` when its own e2e file checks it. */
  invalid: { first: string; then?: string } | null;
  /** A result and its actions: `null` for a tool whose actions exist only in its result view (its own e2e file). */
  result: {
    fill: (page: Page) => Promise<void>;
    /** The submit button's label while the answer is being written. */
    busy: string;
    /** The toast once done. */
    done: string | RegExp;
    /** Buttons that copy the result to the clipboard. */
    copies: string[];
    download?: string;
  } | null;
  /**
   * A submit by keyboard: the heading that then holds focus and what the live region announces; `fill` and
   * `submit` when they are not the result's and the page's own.
   */
  keyboard: {
    fill?: (page: Page) => Promise<void>;
    submit?: string;
    heading: string | RegExp;
    announced: string | RegExp;
  };
  /** What the form shows once the shared profile of test/e2e/workspace.test.ts is saved (label → value). */
  prefilled: [RegExp, string][];
}

/** A tool's fixtures for the shared tests (`test/tools/<id>/fixtures.ts`): none of them lists tools by hand. */
export interface ToolFixtures {
  /** The tool's first answer as it returns it in demo mode (buffered JSON, meta included): what refine takes. */
  previous: () => Record<string, unknown>;
  /** A tool that researches (its declaration's `research`): its first answer built on live research. */
  researched?: () => Record<string, unknown>;
  /** Its prompt builders fed hostile values. */
  prompts: PromptCase[];
  page: PageRecipe;
  /** Which request fields its demo reads, and why it leaves the others (demo-reads.ts). */
  demoReads: DemoReads<unknown>;
}

/** Declares a tool's fixtures. */
export const toolFixtures = (fixtures: ToolFixtures): ToolFixtures => fixtures;

const root = join(__dirname, '../tools');

/** The fixtures of one tool; a declared tool without them fails every shared test that reads them. */
export function fixturesOf(id: ToolId): ToolFixtures {
  const file = join(root, id, 'fixtures.ts');
  if (!existsSync(file)) throw new Error(`Tool ${id} has no test/tools/${id}/fixtures.ts`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest runs tests as CommonJS, by file
  return (require(file) as { fixtures: ToolFixtures }).fixtures;
}

/** Every declared tool with its fixtures, in `catalog/tools.ts` order. */
export const everyTool = (): { id: ToolId; fixtures: ToolFixtures }[] =>
  toolIds.map((id) => ({ id, fixtures: fixturesOf(id) }));
