import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { CritiqueChecks } from '@lambdas/landing-page-critique/contract';
import { CopyButton } from '@/components/generation/copy-button';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { Button } from '@/components/ui/button';
import { demoLinesOf, type Demo } from '@/lib/demo-output';
import { downloadBlob } from '@/lib/download';

interface CritiqueActionsProps {
  /** The finished critique, or '' while there is none: every action is disabled until then. */
  analysis: string;
  measured: CritiqueChecks | undefined;
  /** The page analysed, or undefined for pasted copy. */
  url: string | undefined;
  demo: Demo;
}

/** Copy (the critique and its checks as text) and a Word download built in the browser. */
export function CritiqueActions({ analysis, measured, url, demo }: CritiqueActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const ready = Boolean(analysis && measured);

  async function download() {
    if (!analysis || !measured) return;
    setDownloading(true);
    try {
      const [{ Packer }, { buildCritiqueDocument }, { critiqueFileName, critiqueSubject }] =
        await Promise.all([
          import('docx'),
          import('@lambdas/landing-page-critique/documents/critique-docx'),
          import('@lambdas/landing-page-critique/contract'),
        ]);
      const subject = url ? critiqueSubject(url) : 'pasted copy';
      const document = buildCritiqueDocument(analysis, measured, subject, demoLinesOf(demo));
      downloadBlob(await Packer.toBlob(document), critiqueFileName(url, new Date()));
      toast.success('Analysis downloaded!');
    } catch {
      downloadFailedToast();
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton
        label="Copy"
        disabled={!ready}
        text={async () =>
          (await import('@lambdas/landing-page-critique/documents/critique-report')).critiqueText(
            analysis,
            measured ?? { checks: [] },
          )
        }
        demo={demo}
        onCopied={() => toast.success('Analysis copied to clipboard!')}
        onFailure={copyFailedToast}
      />
      <Button size="sm" disabled={!ready || downloading} onClick={download}>
        <Download aria-hidden="true" /> {downloading ? 'Downloading...' : 'Download DOCX'}
      </Button>
    </div>
  );
}
