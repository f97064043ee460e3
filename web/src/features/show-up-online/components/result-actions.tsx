import { useState } from 'react';
import { Check, Copy, Download, RotateCcw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/lib/download';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { presenceReport, reportFileName, reportText, type PresenceAnswer } from '../report';

/** Builds the .docx in the browser, loading docx on first use, and saves it. */
async function downloadReport(answer: PresenceAnswer): Promise<void> {
  const { presenceDocumentBlob } = await import('../presence-document');
  downloadBlob(
    await presenceDocumentBlob(presenceReport(answer, new Date())),
    reportFileName(answer.companyName),
  );
}

/** Copy Results, Download ('Preparing...' while the document is built) and New Analysis. */
export function ResultActions({
  answer,
  onNewAnalysis,
}: {
  answer: PresenceAnswer;
  onNewAnalysis: () => void;
}) {
  const { copied, copy } = useCopyFeedback();
  const [preparing, setPreparing] = useState(false);

  async function copyResults() {
    if (await copy(reportText(presenceReport(answer, new Date()))))
      toast.success('Copied to clipboard!', {
        description: 'The analysis has been copied to your clipboard.',
      });
    else toast.error('Copy failed', { description: 'Unable to copy to clipboard. Please try again.' });
  }

  async function download() {
    setPreparing(true);
    try {
      await downloadReport(answer);
      toast.success('Download started!', { description: 'Your DOCX analysis is being downloaded.' });
    } catch {
      toast.error('Download failed', { description: 'Unable to download the file. Please try again.' });
    } finally {
      setPreparing(false);
    }
  }

  const CopyIcon = copied ? Check : Copy;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copyResults}>
        <CopyIcon aria-hidden="true" className={copied ? 'text-emerald-600' : undefined} />
        {copied ? 'Copied!' : 'Copy Results'}
      </Button>
      <Button variant="outline" size="sm" onClick={download} disabled={preparing}>
        <Download aria-hidden="true" /> {preparing ? 'Preparing...' : 'Download'}
      </Button>
      <Button size="sm" onClick={onNewAnalysis}>
        <RotateCcw aria-hidden="true" /> New Analysis
      </Button>
    </div>
  );
}
