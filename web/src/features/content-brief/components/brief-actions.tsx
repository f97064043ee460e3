import { useState } from 'react';
import { Check, Copy, Download, MessageSquarePlus } from 'lucide-react';
import { toast } from 'sonner';
import { briefFileName } from '@lambdas/content-brief/contract';
import { briefText } from '@lambdas/shared/documents/brief-sections';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { downloadBlob } from '@/lib/download';
import { useCopyFeedback } from '@/lib/use-copy-feedback';

const CHAT_ASSISTANT_URL = 'https://chatgpt.com/';
const NO_BRIEF = 'Please generate a brief first';

/** Copy Text, 'Help me draft this' and Download Brief (a .docx built in the browser from the brief shown). */
export function BriefActions({ brief, topic }: { brief: string; topic: string }) {
  const { copied, copy } = useCopyFeedback();
  const [downloading, setDownloading] = useState(false);

  async function copyText() {
    if (!brief) return toast.error(NO_BRIEF);
    if (await copy(briefText(brief))) toast.success('Content brief copied to clipboard!');
    else toast.error('Failed to copy content brief');
  }

  async function helpMeDraft() {
    if (!brief) return toast.error(NO_BRIEF);
    // Opened first, inside the click, so pop-up blockers allow it.
    window.open(CHAT_ASSISTANT_URL, '_blank', 'noopener,noreferrer');
    if (await copy(briefText(brief))) toast.success('Brief copied to clipboard and ChatGPT opened!');
    else toast.error('Failed to copy content brief');
  }

  async function download() {
    if (!brief || !topic) return toast.error(NO_BRIEF);
    setDownloading(true);
    try {
      const [{ Packer }, { buildBriefDocument }] = await Promise.all([
        import('docx'),
        import('@lambdas/shared/documents/brief-docx'),
      ]);
      downloadBlob(await Packer.toBlob(buildBriefDocument(brief, topic)), briefFileName(topic));
      toast.success('Content brief downloaded successfully!');
    } catch (err) {
      toast.error(`Failed to download content brief: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copyText}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied!' : 'Copy Text'}
      </Button>
      <Tooltip content="Copies the brief and opens ChatGPT in a new tab, ready to paste">
        <Button variant="outline" size="sm" onClick={helpMeDraft}>
          <MessageSquarePlus aria-hidden="true" /> Help me draft this
        </Button>
      </Tooltip>
      <Button size="sm" onClick={download} disabled={downloading}>
        <Download aria-hidden="true" /> {downloading ? 'Downloading...' : 'Download Brief'}
      </Button>
    </div>
  );
}
