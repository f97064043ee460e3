import { useState } from 'react';
import { Download, MessageSquarePlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { NO_RESEARCH_LINE, type ResearchFields } from '@lambdas/shared/contracts/research';
import { briefText } from '@lambdas/shared/documents/brief-sections';
import { CopyButton } from '@/components/generation/copy-button';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { demoLinesOf, markDemoText, type Demo } from '@/lib/demo-output';
import { downloadBlob } from '@/lib/download';
import { useCopyFeedback } from '@/lib/use-copy-feedback';

const CHAT_ASSISTANT_URL = 'https://chatgpt.com/';
const copyFailed = () => toast.error('Failed to copy content brief');

interface BriefActionsProps {
  /** The finished brief, or '' while there is none: every action is disabled until then. */
  brief: string;
  topic: string;
  demo: Demo;
  /** The live research the brief was written from: its sources go into the copy and the file. */
  research: ResearchFields | undefined;
}

/** Copy Text, 'Help me draft this' and Download Brief (a .docx built in the browser from the brief shown). */
export function BriefActions({ brief, topic, demo, research }: BriefActionsProps) {
  const { copy } = useCopyFeedback();
  const sources = research?.sources ?? [];
  const notes = [
    ...demoLinesOf(demo),
    ...(research && research.research !== 'live'
      ? [`${NO_RESEARCH_LINE}: ${research.researchNote ?? ''}`.trim()]
      : []),
  ];
  const [downloading, setDownloading] = useState(false);
  const ready = Boolean(brief && topic);

  async function helpMeDraft() {
    // Opened first, inside the click, so pop-up blockers allow it.
    window.open(CHAT_ASSISTANT_URL, '_blank', 'noopener,noreferrer');
    if (await copy(markDemoText(briefText(brief, sources), demo)))
      toast.success('Brief copied to clipboard and ChatGPT opened!');
    else copyFailed();
  }

  async function download() {
    setDownloading(true);
    try {
      const [{ Packer }, { buildBriefDocument }, { briefFileName }] = await Promise.all([
        import('docx'),
        import('@lambdas/content-brief/documents/brief-docx'),
        import('@lambdas/content-brief/documents/file-name'),
      ]);
      const document = buildBriefDocument(brief, topic, notes, sources);
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
        text={() => briefText(brief, sources)}
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
