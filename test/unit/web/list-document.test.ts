import { listDocumentBlob } from '@/lib/list-document';
import { dirty, expectReadable } from '../../support/docx-xml';

describe('the list Word document', () => {
  it('opens even when titles and items hold characters XML forbids', async () => {
    const blob = await listDocumentBlob({
      title: dirty('Headlines for bakeries'),
      meta: [dirty('Generated today')],
      items: [{ text: dirty('First headline'), details: [dirty('Why it works')] }],
    });
    await expectReadable(blob, [
      'Headlines  for bakeries',
      'Generated  today',
      'First  headline',
      'Why  it works',
    ]);
  });
});
