import { Sparkles } from 'lucide-react';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { CopyButton } from '@/components/generation/copy-button';
import { DownloadDocxButton } from '@/components/generation/download-docx-button';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import { toast } from '@/lib/toast';

interface ContentGraderResultProps {
  /** The paragraphs as they are written. */
  items: string[];
  topic: string | undefined;
  generating: boolean;
  demo: boolean;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** The draft: copied as text, downloaded as a Word document, with the demo line in both. */
export function ContentGraderResult({
  items,
  topic,
  generating,
  demo,
  sample,
  error,
}: ContentGraderResultProps) {
  const done = !generating && !error && items.length > 0;
  const actions = (
    <div className="flex gap-2">
      <CopyButton
        label="Copy"
        text={() => items.join('\n\n')}
        demo={demo}
        disabled={!done}
        onCopied={() => toast.success('Copied to clipboard')}
        onFailure={copyFailedToast}
      />
      <DownloadDocxButton
        demo={demo}
        disabled={!done}
        onFailure={downloadFailedToast}
        document={() => ({
          list: {
            title: 'Content Grader',
            meta: topic ? [`Topic: ${topic}`] : [],
            items: items.map((item) => ({ text: item })),
          },
          fileName: 'content-grader.docx',
        })}
      />
    </div>
  );
  return (
    <GenerationPanel
      title="Your Draft"
      actions={actions}
      generating={generating}
      demo={demo}
      sample={sample}
      error={error}
      hasResult={items.length > 0}
      label="Content Grader result"
      generatingText="Writing..."
      readyText="Your draft is ready."
      incompleteText="Your draft stopped before it was finished."
      empty={{ icon: Sparkles, text: 'Enter a topic and the result will appear here.' }}
      heightClass="h-[400px]"
    >
      <div className="flex flex-col gap-3 whitespace-pre-wrap">
        {items.map((item, i) => (
          <p key={i}>{item}</p>
        ))}
      </div>
    </GenerationPanel>
  );
}
