import { Packer } from 'docx';
import { buildBriefDocument } from '@lambdas/content-brief/documents/brief-docx';
import { briefText, headingOf, sectionTone, splitBrief } from '@lambdas/shared/documents/brief-sections';
import { contentTypes } from '@lambdas/content-brief/contract';
import { briefSamples } from '../../support/brief-samples';
import { docxParts, wordText } from '../../support/docx-xml';

/** A markdown heading marker at the start of a line ('# ', '## ', '##Title'); hashtags are not one. */
const HEADING_MARKUP = /^\s*(?:#{1,6}(?:\s|$)|#{2,})/m;

describe('recognising a heading line', () => {
  it('takes markdown, bold, named, numbered and colon headings', () => {
    expect(headingOf('## SEO Snapshot')).toBe('SEO Snapshot');
    expect(headingOf('##SEO Snapshot ##')).toBe('SEO Snapshot');
    expect(headingOf('### 2. Title Options')).toBe('Title Options');
    expect(headingOf('**Meta Description:**')).toBe('Meta Description');
    expect(headingOf('Outline')).toBe('Outline');
    expect(headingOf('3. Call to Action')).toBe('Call to Action');
    expect(headingOf('4. Reader Questions:')).toBe('Reader Questions');
    expect(headingOf('Key Takeaways:')).toBe('Key Takeaways');
  });

  it('leaves bullets, list items, hashtags and long sentences alone', () => {
    expect(headingOf('- Focus keyword: bread')).toBeUndefined();
    expect(headingOf('1. Introduction to sourdough starters')).toBeUndefined();
    expect(headingOf('#sourdough #bakerylife')).toBeUndefined();
    expect(
      headingOf('This sentence just happens to end with a colon but is far too long to be a heading:'),
    ).toBeUndefined();
  });
});

describe('section colours', () => {
  it('follow the section names', () => {
    expect(['SEO Snapshot', 'SEO Tips'].map(sectionTone)).toEqual(['green', 'green']);
    expect(['Title Options', 'Meta Description'].map(sectionTone)).toEqual(['blue', 'blue']);
    expect(['Outline', 'Content Brief'].map(sectionTone)).toEqual(['purple', 'purple']);
    expect(['Call to Action', 'CTA'].map(sectionTone)).toEqual(['orange', 'orange']);
    expect(['Tone & Style', 'Style'].map(sectionTone)).toEqual(['pink', 'pink']);
    expect(sectionTone('Post 2')).toBe('grey');
  });
});

describe('splitting real-looking briefs', () => {
  it('has a sample of every content type', () => {
    expect(new Set(briefSamples.map((s) => s.contentType))).toEqual(new Set(contentTypes));
  });

  describe.each(briefSamples)('$contentType: $name', ({ brief, titles, inside }) => {
    const sections = splitBrief(brief);

    it('finds exactly the expected sections, in order', () => {
      expect(sections.map((s) => s.title)).toEqual(titles);
    });

    it('puts each part in its own section, so no post swallows what follows', () => {
      for (const [title, texts] of Object.entries(inside)) {
        const body = sections.find((s) => s.title === title)?.body ?? `(no section ${title})`;
        for (const text of texts)
          expect({ title, body }).toEqual({ title, body: expect.stringContaining(text) });
      }
      const closing = sections.filter((s) => /call to action|seo tips|tone/i.test(s.title));
      for (const post of sections.filter((s) => s.title.startsWith('Post '))) {
        for (const section of closing) expect(post.body).not.toContain(section.body.split('\n')[0]);
      }
    });

    it('shows no heading markup on screen or in the clipboard text', () => {
      for (const { title, body } of sections) {
        expect(title).not.toMatch(/^#|\*\*/);
        expect(body).not.toMatch(HEADING_MARKUP);
        expect(body).not.toMatch(/^\s*(?:-{3,}|>)/m);
      }
      const copied = briefText(brief);
      expect(copied).not.toMatch(HEADING_MARKUP);
      expect(copied).not.toContain('**');
      expect(copied.split('\n\n')[0]!.split('\n')[0]).toBe(titles[0]);
    });

    it('writes a Word document with one heading per section and no markup', async () => {
      const parts = await docxParts(await Packer.toBuffer(buildBriefDocument(brief, 'Sample topic')));
      const text = wordText(parts.get('word/document.xml')!);
      expect(text).not.toMatch(HEADING_MARKUP);
      expect(text).not.toContain('**');
      const headings = [...parts.get('word/document.xml')!.matchAll(/w:val="Heading1"/g)];
      expect(headings).toHaveLength(titles.length);
    });
  });
});

describe('notes in the brief document', () => {
  it('stand as italic lines under the title, not as a section of the brief', async () => {
    const { brief, titles } = briefSamples[0]!;
    const note = 'Demo output: written by the built-in demo generator, not by an AI model.';
    const xml = (
      await docxParts(await Packer.toBuffer(buildBriefDocument(brief, 'Sample topic', [note])))
    ).get('word/document.xml')!;
    expect(wordText(xml)).toContain(note);
    expect([...xml.matchAll(/w:val="Heading1"/g)]).toHaveLength(titles.length);
    expect(wordText(xml).indexOf(note)).toBeLessThan(wordText(xml).indexOf(titles[0]!));
  });
});

describe('splitting a brief as it streams in', () => {
  it('keeps a heading that has no body yet as the last section', () => {
    expect(splitBrief('## SEO Snapshot\n- Focus: bread\n## Title Opt').map((s) => s.title)).toEqual([
      'SEO Snapshot',
      'Title Opt',
    ]);
  });

  it('shows nothing of a heading marker that has not got its text yet', () => {
    expect(splitBrief('## SEO Snapshot\n- Focus: bread\n##')).toEqual([
      { title: 'SEO Snapshot', body: '- Focus: bread', tone: 'green' },
    ]);
  });

  it('makes a post a section as soon as its marker arrives', () => {
    const streaming = '## Outline\nPost 1: Did you know?\n- #bread\nPost 2:';
    expect(splitBrief(streaming).map((s) => [s.title, s.body])).toEqual([
      ['Post 1', 'Did you know?\n- #bread'],
      ['Post 2', ''],
    ]);
  });
});

describe('briefs without headings or posts', () => {
  it('keeps text without headings as one Content Brief section', () => {
    expect(splitBrief('just some words\nand more')).toEqual([
      { title: 'Content Brief', body: 'just some words\nand more', tone: 'purple' },
    ]);
  });

  it('does not take a sentence starting with "Post 1" for a post', () => {
    expect(splitBrief('## Outline\nPost 1 goes out on Monday.').map((s) => s.title)).toEqual(['Outline']);
  });
});
