import { roastEmail } from '@lambdas/brand-roast/email';
import { DemoGenerator } from '@lambdas/shared/generator/demo';
import { englishOnlyNote } from '@lambdas/shared/generator/language';
import { demoOf, markDemoList, markDemoText } from '@/lib/demo-output';
import { roastSections } from '@/features/brand-roast/documents/roast-sections';
import { briefNotes } from '@/features/content-brief/brief-texts';

/**
 * Issue 46.6: a demo asked for another language says on screen that samples are English only; every copy, file
 * and email says it too. Copies and files of every tool start with `demoLinesOf` (clipboard, .docx, .pdf, .md,
 * the roast's email), so the note in those lines is the note in all of them.
 */
const sample = { business: 'Routewell', kind: 'a B2B software company', matched: true, fields: [] };
const task = {
  name: 'test',
  prompt: () => ({ system: 's', user: 'u', language: 'de' as const }),
  demo: async () => () => ({ content: 'Sample text.', sample }),
};
const note = englishOnlyNote('de')!;

describe('a demo answer asked for German', () => {
  it('says samples are English only in every copy, file and email it starts', async () => {
    const { meta } = await new DemoGenerator(0).generateText(task, undefined);
    expect(meta.sample?.note).toBe(note);
    const demo = demoOf(meta);
    const result = { roast: 'r', rebuild: { new_taglines: ['t'], elevator_pitch: 'p', voice: [] } };
    const email = roastEmail({
      to: 'a@b.example',
      brandName: 'B',
      result,
      demo: true,
      sample: meta.sample,
      unsubscribeUrl: 'u',
    } as never);
    const said = [
      markDemoText('Answer.', demo),
      markDemoList({ title: 'T', meta: [], items: [] }, demo).meta.join('\n'),
      roastSections('B', result as never, demo).demoLines.join('\n'),
      briefNotes(demo, undefined).join('\n'),
      email.text,
      email.html,
    ];
    for (const text of said) expect(text).toContain('Demo samples are written in English only');
    expect(markDemoText('Answer.', demo).split('\n').slice(0, 3)).toEqual([
      'Sample answer, written in advance for a business like yours: Routewell, a B2B software company.',
      note,
      'Demo output: written by the built-in demo generator, not by an AI model.',
    ]);
  });

  it('adds no such line when English was asked for', async () => {
    const { meta } = await new DemoGenerator(0).generateText(
      { ...task, prompt: () => ({ system: 's', user: 'u', language: 'en' as const }) },
      undefined,
    );
    expect(markDemoText('Answer.', demoOf(meta))).not.toContain('English only');
  });
});
