import { headingOf, sectionTone, splitBrief } from '@lambdas/shared/documents/brief-sections';

describe('splitting a brief into sections', () => {
  it('recognises markdown, bold, named, numbered and colon headings', () => {
    expect(headingOf('## SEO Snapshot')).toBe('SEO Snapshot');
    expect(headingOf('**Meta Description:**')).toBe('Meta Description');
    expect(headingOf('Outline')).toBe('Outline');
    expect(headingOf('3. Call to Action')).toBe('Call to Action');
    expect(headingOf('4. Reader Questions:')).toBe('Reader Questions');
    expect(headingOf('Key Takeaways:')).toBe('Key Takeaways');
    expect(headingOf('- Focus keyword: bread')).toBeUndefined();
    expect(headingOf('1. Introduction to sourdough starters')).toBeUndefined();
    expect(
      headingOf('This sentence just happens to end with a colon but is far too long to be a heading:'),
    ).toBeUndefined();
  });

  it('colours sections as SPEC.md §3 says', () => {
    expect(['SEO Snapshot', 'SEO Tips'].map(sectionTone)).toEqual(['green', 'green']);
    expect(['Title Options', 'Meta Description'].map(sectionTone)).toEqual(['blue', 'blue']);
    expect(['Outline', 'Content Brief'].map(sectionTone)).toEqual(['purple', 'purple']);
    expect(['Call to Action', 'CTA'].map(sectionTone)).toEqual(['orange', 'orange']);
    expect(['Tone & Style', 'Style'].map(sectionTone)).toEqual(['pink', 'pink']);
    expect(sectionTone('Post 2')).toBe('grey');
  });

  it('splits a brief at its headings, keeping text before the first one', () => {
    const sections = splitBrief('Intro line\n\n## SEO Snapshot\n- Focus: bread\n\n**Outline**\n- H2: Why\n');
    expect(sections).toEqual([
      { title: 'Content Brief', body: 'Intro line', tone: 'purple' },
      { title: 'SEO Snapshot', body: '- Focus: bread', tone: 'green' },
      { title: 'Outline', body: '- H2: Why', tone: 'purple' },
    ]);
  });

  it('splits numbered posts into Post 1, Post 2… keeping text after the marker', () => {
    const sections = splitBrief('Post 1: Did you know?\n- #bread\nPost 2:\nWe bake at 5am');
    expect(sections.map((s) => [s.title, s.body])).toEqual([
      ['Post 1', 'Did you know?\n- #bread'],
      ['Post 2', 'We bake at 5am'],
    ]);
  });

  it('keeps text without headings as one Content Brief section', () => {
    expect(splitBrief('just some words\nand more')).toEqual([
      { title: 'Content Brief', body: 'just some words\nand more', tone: 'purple' },
    ]);
  });
});
