import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { buildBriefPrompt } from '@lambdas/content-brief/prompt';
import { findLanguage, languageOf, outputLanguages } from '@lambdas/shared/contracts/languages';
import { LanguageCodeSchema } from '@lambdas/shared/contracts/language-field';
import * as z from '@lambdas/shared/contracts/zod';
import { DemoGenerator } from '@lambdas/shared/generator/demo';
import { englishOnlyNote, inLanguage } from '@lambdas/shared/generator/language';
import { briefBody } from '../../support/brief-fixtures';

describe('the output languages', () => {
  it('offer at least the fourteen languages of issue 28, English first', () => {
    const names = outputLanguages.map((language) => language.name);
    expect(names[0]).toBe('English');
    for (const name of [
      'Spanish',
      'French',
      'German',
      'Portuguese (Brazil)',
      'Italian',
      'Dutch',
      'Polish',
      'Vietnamese',
      'Japanese',
      'Korean',
      'Chinese (Simplified)',
      'Hindi',
      'Arabic',
    ])
      expect(names).toContain(name);
  });

  it('are each named by a unique, canonical BCP 47 tag, as Intl writes it', () => {
    const codes = outputLanguages.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Intl.getCanonicalLocales(codes)).toEqual(codes);
  });

  it('write right to left for Arabic only', () => {
    expect(outputLanguages.filter((language) => language.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('read a code in any case as the listed one, and refuse one not listed with the form’s message', () => {
    expect(z.parse(LanguageCodeSchema, ' PT-br ')).toBe('pt-BR');
    expect(z.parse(LanguageCodeSchema, 'zh-hans')).toBe('zh-Hans');
    expect(findLanguage('pt')).toBeUndefined();
    const refused = z.safeParse(LanguageCodeSchema, 'x'.repeat(500));
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      `We cannot write in "${'x'.repeat(20)}". Please choose one of the listed languages (en, es, fr, de, pt-BR, pt-PT, it, nl, pl, vi, ja, ko, zh-Hans, hi, ar).`,
    ]);
    expect(languageOf('tlh').code).toBe('en');
  });
});

describe('a prompt in a chosen language', () => {
  const prompt = { system: 'Rules.', user: 'Data.' };

  it('is the same prompt when no language is chosen', () => {
    expect(inLanguage(prompt, undefined)).toBe(prompt);
    const brief = ContentBriefRequestSchema.parse(briefBody());
    expect(buildBriefPrompt(brief).system).not.toContain('language code');
  });

  it('ends its system prompt with the language rule, and records the language', () => {
    expect(inLanguage(prompt, 'ko', 'the headings')).toEqual({
      system:
        'Rules.\nWrite the answer in Korean (한국어; language code ko): every word a reader sees. Keep the headings in English, exactly as written here.',
      user: 'Data.',
      language: 'ko',
    });
    expect(inLanguage(prompt, 'en').system).toContain('Write the answer in English');
  });
});

describe('the demo generator in a chosen language', () => {
  const sample = { business: 'Routewell', kind: 'a B2B software company', matched: true, fields: [] };
  const task = (language?: 'vi' | 'en') => ({
    name: 'test',
    prompt: () => ({ system: 's', user: 'u', ...(language ? { language } : {}) }),
    demo: async () => () => ({ content: 'Sample text.', sample }),
  });

  it('says its samples are English only, naming the language asked for', async () => {
    const { meta } = await new DemoGenerator(0).generateText(task('vi'), undefined);
    expect(meta.sample?.note).toBe(englishOnlyNote('vi'));
    expect(meta.sample?.note).toBe(
      'Demo samples are written in English only, so this answer is in English, not in Vietnamese (Tiếng Việt). Connect Amazon Bedrock to have it written in Vietnamese.',
    );
  });

  it('adds no note for English or when no language is chosen', async () => {
    for (const language of ['en', undefined] as const) {
      const { meta } = await new DemoGenerator(0).generateText(task(language), undefined);
      expect(meta.sample?.note).toBeUndefined();
    }
  });
});
