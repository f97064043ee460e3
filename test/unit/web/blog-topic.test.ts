import { parseTopicsAnswer } from '@/features/blog-topic/api/topics-answer';
import { ideasAsText, ideasDocument, ideasFileName } from '@/features/blog-topic/export';
import { defaultBlogTopicForm } from '@/features/blog-topic/form-state';
import { validateBlogTopicForm } from '@/features/blog-topic/validate';
import { blogIdea } from '../../support/blog-topic-fixtures';

const meta = { demo: false, usage: { inputTokens: 1, outputTokens: 1 } };

describe('reading the blog topic answer', () => {
  it('accepts well-formed ideas, and an empty list for the screen to report', () => {
    expect(parseTopicsAnswer({ ideas: [blogIdea('Sourdough Starter 101')], ...meta }).ideas).toHaveLength(1);
    expect(parseTopicsAnswer({ ideas: [], ...meta }).ideas).toEqual([]);
  });

  it('rejects an answer without an ideas array, or with malformed ideas, in the product rules’ words', () => {
    for (const answer of [{ ideas: 'none' }, {}, null]) {
      expect(() => parseTopicsAnswer(answer)).toThrow('Invalid response format: ideas is not an array');
    }
    expect(() => parseTopicsAnswer({ ideas: [{ title: 'x' }], ...meta })).toThrow(
      'Invalid response format from server',
    );
  });
});

describe('exporting ideas', () => {
  const ideas = [blogIdea('Sourdough Starter 101'), blogIdea('Crumb Fixes', { example_cta: undefined })];

  it('copies each idea numbered with its type, reasoning and example CTA', () => {
    expect(ideasAsText(ideas)).toBe(
      [
        '1. Sourdough Starter 101',
        'Type: How-to guide',
        'Why it works: Home bakers search for this every week and competitors skip the basics.',
        'Example CTA: Download our starter checklist',
        '',
        '2. Crumb Fixes',
        'Type: How-to guide',
        'Why it works: Home bakers search for this every week and competitors skip the basics.',
      ].join('\n'),
    );
  });

  it('adds the live sources the ideas cite, with their URLs, to the copy and the document', () => {
    const sources = [
      {
        n: 1,
        title: 'Starter guide',
        url: 'https://bread.example/starter',
        domain: 'bread.example',
        wordCount: 1800,
        headings: [],
        read: true,
      },
    ];
    const line = '- [1] Starter guide (bread.example), 1,800 words: https://bread.example/starter';
    expect(ideasAsText(ideas, sources).endsWith(`\n\nWhat Ranks Today:\n${line}`)).toBe(true);
    const form = {
      ...defaultBlogTopicForm,
      industry: 'Bakery',
      targetKeywords: 'bread',
      targetAudience: 'x',
    };
    expect(ideasDocument(form, ideas, '2025-06-20', sources).meta.slice(-2)).toEqual([
      'What Ranks Today:',
      line,
    ]);
  });

  it('names the file by date and puts what the ideas were for in the document', () => {
    expect(ideasFileName('2025-06-20')).toBe('blog-topic-ideas-2025-06-20.docx');
    const form = {
      ...defaultBlogTopicForm,
      industry: 'Bakery',
      targetKeywords: 'bread',
      targetAudience: 'locals',
    };
    const doc = ideasDocument(form, ideas, '2025-06-20');
    expect(doc.meta).toEqual([
      'Industry: Bakery',
      'Keywords: bread',
      'Audience: locals',
      'Generated 2025-06-20',
    ]);
    expect(doc.items[1]).toEqual({
      text: 'Crumb Fixes',
      details: expect.arrayContaining(['Type: How-to guide']),
    });
  });
});

describe('the blog topic form', () => {
  it('requires industry, keywords and audience, with the shared schema’s messages', () => {
    expect(validateBlogTopicForm(defaultBlogTopicForm)).toEqual({
      errors: {
        industry: 'Please enter your industry.',
        targetKeywords: 'Please enter at least one target keyword.',
        targetAudience: 'Please describe your target audience.',
      },
    });
  });

  it('checks competitor URLs one per line and sends the fields as typed', () => {
    const form = {
      ...defaultBlogTopicForm,
      industry: 'Bakery',
      targetKeywords: 'bread',
      targetAudience: 'locals',
      competitorURLs: 'rival.example\nnot a url',
    };
    expect(validateBlogTopicForm(form)).toEqual({
      errors: { competitorURLs: 'Each competitor URL must be a web address.' },
    });
    const fine = { ...form, competitorURLs: 'rival.example' };
    expect(validateBlogTopicForm(fine)).toEqual({ body: fine });
  });
});
