import { ContentBriefRequestSchema } from '@lambdas/content-brief/contract';
import { briefFileName } from '@lambdas/content-brief/documents/file-name';
import { briefBody } from '../../support/brief-fixtures';

const problems = (overrides: Parameters<typeof briefBody>[0]) => {
  const result = ContentBriefRequestSchema.safeParse(briefBody(overrides));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('content brief input limits', () => {
  it('accepts the defaults of the form and normalises keywords and links', () => {
    const parsed = ContentBriefRequestSchema.parse(
      briefBody({ primaryKeywords: [' bread ', '', 'cake'], internalLinks: ' https://a.example/x \n\n' }),
    );
    expect(parsed.primaryKeywords).toEqual(['bread', 'cake']);
    expect(parsed.internalLinks).toEqual(['https://a.example/x']);
    expect(parsed.format).toBe('json');
  });

  it.each([
    [{ topic: 'x'.repeat(201) }, 'topic: Topic must be 200 characters or fewer.'],
    [{ targetAudience: 'x'.repeat(301) }, 'targetAudience: Target audience must be 300 characters or fewer.'],
    [
      { primaryKeywords: ['k'.repeat(61)] },
      'primaryKeywords.0: Each keyword must be 60 characters or fewer.',
    ],
    [
      { primaryKeywords: Array.from({ length: 11 }, (_, i) => `k${i}`) },
      'primaryKeywords: Please provide at most 10 primary keywords.',
    ],
    [{ primaryKeywords: [' ', ''] }, 'primaryKeywords: Please provide at least one primary keyword.'],
    [
      { internalLinks: 'javascript:alert(1)' },
      'internalLinks.0: Each internal link must be a full URL starting with http:// or https://.',
    ],
    [
      { internalLinks: 'https://not a url' },
      'internalLinks.0: Each internal link must be a full URL starting with http:// or https://.',
    ],
    [
      { internalLinks: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`).join('\n') },
      'internalLinks: Please provide at most 10 internal links.',
    ],
  ])('rejects %j naming the field', (overrides, message) => {
    expect(problems(overrides)).toContain(message);
  });

  it('rejects values outside the option lists', () => {
    expect(problems({ briefDepth: '3000' as never })[0]).toMatch(/^briefDepth: /);
    expect(problems({ contentType: 'podcast' as never })[0]).toMatch(/^contentType: /);
  });
});

describe('the brief file name', () => {
  it.each([
    ['Email Marketing for Bakeries!', 'content-brief-email-marketing-for-bakeries.docx'],
    ['Crème brûlée: 5 tips', 'content-brief-creme-brulee-5-tips.docx'],
    ['???', 'content-brief-untitled.docx'],
    ['a'.repeat(70), `content-brief-${'a'.repeat(60)}-0op6497.docx`],
  ])('slugs %j', (topic, expected) => {
    expect(briefFileName(topic)).toBe(expected);
  });
});
