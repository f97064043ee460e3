import type { DemoSample } from '@lambdas/shared/contracts/generation';
import type { Demo } from '@/lib/demo-output';
import { PenLine, UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { PostLength } from '@lambdas/linkedin-post/documents/post-length';
import { CopyButton } from '@/components/generation/copy-button';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { FoldedPost } from './folded-post';
import { PostChecks } from './post-checks';

interface PostPreviewProps {
  post: string;
  /** The length the post was asked for, to measure it against. */
  postLength: PostLength;
  generating: boolean;
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** The 400px preview: the post as it is written, the fold marked, then its length checks. */
export function PostPreview({ post, postLength, generating, demo, sample, error }: PostPreviewProps) {
  const text = post.trim();
  const done = !generating && !error && !!text;
  return (
    <GenerationPanel
      title="Post Preview"
      actions={
        <CopyButton
          label="Copy to Clipboard"
          className="self-start"
          text={() => text}
          demo={demo}
          disabled={!done}
          onCopied={() => toast.success('LinkedIn post copied to clipboard!')}
          onFailure={() => toast.error('Failed to copy LinkedIn post')}
        />
      }
      generating={generating}
      demo={demo}
      sample={sample}
      error={error}
      hasResult={!!text}
      label="LinkedIn post preview"
      generatingText="Writing your LinkedIn post..."
      readyText="Your LinkedIn post is ready."
      incompleteText="Your LinkedIn post stopped before it was finished."
      empty={{ icon: PenLine, text: 'Fill in the form and your post will appear here.' }}
      heightClass="h-[400px]"
      footer={done && <PostChecks post={text} postLength={postLength} />}
    >
      <div className="mb-3 flex items-center gap-2">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <span className="flex flex-col">
          <span className="text-sm font-semibold">You</span>
          <span className="text-xs text-slate-600">Now · Anyone</span>
        </span>
      </div>
      <FoldedPost text={text} />
    </GenerationPanel>
  );
}
