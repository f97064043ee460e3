/**
 * The demo brief's longest version (issue 46.3): the sample at its long length with more detail per section, so
 * Longer on a long brief still adds to it. Written in advance like the samples (decision 17): guidance for the
 * writer, never a claim about the visitor's business.
 */

/** One line of guidance under each part of the outline, in turn. */
const sectionDetail = [
  'Open with the question this part answers, and answer it in the first two sentences.',
  'Give one worked example or figure here, and say where it comes from.',
  'Keep to what the heading promises; anything else belongs in a part of its own.',
  'Close with a line that leads the reader into the next part.',
];

/** The checklist a detailed brief ends with, before its Tone & Style. */
const checklist = [
  '## Writer’s Checklist',
  '- Read the title options aloud and keep the one a customer would click.',
  '- Use the focus keyword once in the first 100 words, where it reads naturally.',
  '- Give every main section one concrete example: a figure, a name or a short story.',
  '- Keep paragraphs to three or four sentences, and break up anything longer.',
  '- Add an image or a table wherever a section compares or counts things.',
  '- Check every figure against its source before the piece is published.',
  '- Read the finished draft against this outline and cut what it does not ask for.',
].join('\n');

/** The outline with a line of guidance under each of its top-level parts. */
function detailedOutline(section: string): string {
  let part = 0;
  return section
    .split('\n')
    .flatMap((line) =>
      line.startsWith('- ') ? [line, `  - Detail: ${sectionDetail[part++ % sectionDetail.length]}`] : [line],
    )
    .join('\n');
}

/** A written brief with more detail per section and a writer's checklist before its Tone & Style. */
export function detailedBrief(brief: string): string {
  const sections = brief
    .split('\n\n')
    .map((section) => (section.startsWith('## Outline') ? detailedOutline(section) : section));
  const tone = sections.findIndex((section) => section.startsWith('## Tone & Style'));
  sections.splice(tone < 0 ? sections.length : tone, 0, checklist);
  return sections.join('\n\n');
}
