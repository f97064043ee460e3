import { useState } from 'react';
import { Download, MessageSquarePlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CopyButton } from '@/components/generation/copy-button';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { markDemoText, type Demo } from '@/lib/demo-output';
import { downloadBlob } from '@/lib/download';
import { useCopyFeedback } from '@/lib/use-copy-feedback';

/** The brief's copy and file texts (the research schema with them), loaded by the first action. */
const texts = () => import('../brief-texts');

const CHAT_ASSISTANT_URL = 'https://chatgpt.com/';
const copyFailed = () => toast.error('Failed to copy content brief');

interface BriefActionsProps {
  /** The finished brief, or '' while there is none: every action is disabled until then. */
  brief: string;
  topic: string;
  demo: Demo;
  /** What the route sent first (the live research the brief was written from): its sources go into the copy and the file. */
  streamData: unknown;
}

/** Copy Text, 'Help me draft this' and Download Brief (a .docx built in the browser from the brief shown). */
export function BriefActions({ brief, topic, demo, streamData }: BriefActionsProps) {
  const { copy } = useCopyFeedback();
  const [downloading, setDownloading] = useState(false);
  const ready = Boolean(brief && topic);

  async function helpMeDraft() {
    // Opened first, inside the click, so pop-up blockers allow it.
    window.open(CHAT_ASSISTANT_URL, '_blank', 'noopener,noreferrer');
    if (await copy(markDemoText((await texts()).copiedBrief(brief, streamData), demo)))
      toast.success('Brief copied to clipboard and ChatGPT opened!');
    else copyFailed();
  }

  async function download() {
    setDownloading(true);
    try {
      const [{ Packer }, { buildBriefDocument }, { briefFileName }, { briefNotes, researchOf }] =
        await Promise.all([
          import('docx'),
          import('@lambdas/content-brief/documents/brief-docx'),
          import('@lambdas/content-brief/documents/file-name'),
          texts(),
        ]);
      const sources = researchOf(streamData)?.sources ?? [];
      const document = buildBriefDocument(brief, topic, briefNotes(demo, streamData), sources);
      downloadBlob(await Packer.toBlob(document), briefFileName(topic));
      toast.success('Content brief downloaded successfully!');
    } catch (err) {
      toast.error(`Failed to download content brief: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton
        label="Copy Text"
        text={async () => (await texts()).copiedBrief(brief, streamData)}
        demo={demo}
        disabled={!ready}
        onCopied={() => toast.success('Content brief copied to clipboard!')}
        onFailure={copyFailed}
      />
      <Tooltip content="Copies the brief and opens ChatGPT in a new tab, ready to paste" active={ready}>
        <Button variant="outline" size="sm" onClick={helpMeDraft} disabled={!ready}>
          <MessageSquarePlus aria-hidden="true" /> Help me draft this
        </Button>
      </Tooltip>
      <Button size="sm" onClick={download} disabled={!ready || downloading}>
        <Download aria-hidden="true" /> {downloading ? 'Downloading...' : 'Download Brief'}
      </Button>
    </div>
  );
}
