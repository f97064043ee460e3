import { useState } from 'react';
import type { Demo } from '@/lib/demo-output';
import { Check, Copy, FileDown, FileText, Mail } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { RoastResult } from '@lambdas/brand-roast/contract';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { downloadRoast } from '../documents/download-roast';
import { roastCopyText, roastMailto } from '../export';

/** Copy, Email (mailto), and real DOCX and PDF files built in the browser. */
export function ExportPanel({
  brandName,
  result,
  demo,
}: {
  brandName: string;
  result: RoastResult;
  demo: Demo;
}) {
  const { copied, copy } = useCopyFeedback();
  const [busy, setBusy] = useState<'docx' | 'pdf'>();

  async function copyAll() {
    if (!(await copy(roastCopyText(result, demo)))) return copyFailedToast();
    toast.success('Copied to clipboard!', { description: 'Your roast and rebuild have been copied.' });
  }
  function email() {
    window.location.href = roastMailto(brandName, result, demo);
    toast.success('Email client opened', {
      description: 'Your email application should open with the results pre-filled.',
    });
  }
  async function download(kind: 'docx' | 'pdf') {
    setBusy(kind);
    try {
      await downloadRoast(kind, brandName, result, demo);
    } catch {
      downloadFailedToast();
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Export</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={copyAll}>
          {copied ? <Check aria-hidden="true" className="text-emerald-600" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button variant="outline" onClick={email}>
          <Mail aria-hidden="true" /> Email
        </Button>
        <Button variant="outline" disabled={busy !== undefined} onClick={() => download('docx')}>
          <FileText aria-hidden="true" /> {busy === 'docx' ? 'Downloading...' : 'DOCX'}
        </Button>
        <Button variant="outline" disabled={busy !== undefined} onClick={() => download('pdf')}>
          <FileDown aria-hidden="true" /> {busy === 'pdf' ? 'Downloading...' : 'PDF'}
        </Button>
      </CardContent>
    </Card>
  );
}
