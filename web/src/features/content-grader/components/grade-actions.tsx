import { useState } from 'react';
import { Download } from 'lucide-react';
import type { Graded } from '@lambdas/content-grader/contract';
import { CopyButton } from '@/components/generation/copy-button';
import { copyFailedToast } from '@/components/generation/result-toasts';
import { Button } from '@/components/ui/button';
import { demoLinesOf, type Demo } from '@/lib/demo-output';
import { downloadBlob, fileNamePart, localDate } from '@/lib/download';
import { toast } from '@/lib/toast';

interface GradeActionsProps {
  /** The grade and its finished edits; undefined while there is none, which disables both actions. */
  graded: Graded | undefined;
  edits: string;
  keyword: string;
  demo: Demo;
}

/** The grade's sections as copied and filed (its labels with them), loaded by the first action. */
const sections = () => import('@lambdas/content-grader/documents/grade-sections');

/** The keyword as a file name's part: `content-grade-sourdough-starter-2026-11-28.docx`. */
const fileName = async (keyword: string) =>
  `content-grade-${await fileNamePart(keyword, 'draft')}-${localDate()}.docx`;

/** Copy and Download DOCX: the grade table, the terms, the questions, the edits and the sources with their URLs. */
export function GradeActions({ graded, edits, keyword, demo }: GradeActionsProps) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    if (!graded) return;
    setDownloading(true);
    try {
      const [{ Packer }, { sectionedDocument }, { gradeSections }] = await Promise.all([
        import('docx'),
        import('@lambdas/shared/documents/sectioned-docx'),
        sections(),
      ]);
      const document = sectionedDocument(
        `Content Grade: ${keyword}`,
        gradeSections(graded, edits),
        demoLinesOf(demo),
      );
      downloadBlob(await Packer.toBlob(document), await fileName(keyword));
      toast.success('Grade downloaded.');
    } catch {
      toast.error('Download failed', { description: 'Could not generate the document for download.' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton
        label="Copy"
        text={async () => {
          if (!graded) return '';
          const [{ gradeSections }, { sectionsText }] = await Promise.all([
            sections(),
            import('@lambdas/shared/documents/brief-sections'),
          ]);
          return sectionsText(gradeSections(graded, edits));
        }}
        demo={demo}
        disabled={!graded}
        onCopied={() => toast.success('Grade copied to clipboard')}
        onFailure={copyFailedToast}
      />
      <Button size="sm" onClick={download} disabled={!graded || downloading}>
        <Download aria-hidden="true" /> {downloading ? 'Downloading...' : 'Download DOCX'}
      </Button>
    </div>
  );
}
