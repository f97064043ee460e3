import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import type { PostLength } from '@lambdas/shared/documents/linkedin-post-length';
import { PageMeta } from '@/components/page-meta';
import { ToolIntro } from '@/components/tool-intro';
import { describeGenerationError } from '@/lib/generation-errors';
import { revealResult } from '@/lib/reveal-result';
import { useGeneratePost } from '../api/generate-post';
import { PostForm } from './post-form';
import { PostPreview } from './post-preview';

const benefits = [
  'Standard, story or promotion posts',
  "A hook that lands before '…see more'",
  'Length checked against LinkedIn’s limits',
];

export function LinkedInPostPage() {
  const generation = useGeneratePost();
  const [postLength, setPostLength] = useState<PostLength>('medium');
  const previewRef = useRef<HTMLDivElement>(null);

  function generate(body: LinkedInPostBody) {
    setPostLength(body.postLength);
    revealResult(previewRef.current);
    generation.generate(body, {
      onSuccess: () => toast.success('LinkedIn post generated successfully!'),
      onError: (error) =>
        toast.error(`Failed to generate LinkedIn post: ${describeGenerationError(error).message}`),
    });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title="LinkedIn Post Writer"
        description="Write a LinkedIn post from a topic: a standard post, a story from your experience or a content promotion, with a hook that shows before 'see more'."
      />
      <ToolIntro title="LinkedIn Post Writer" benefits={benefits}>
        Turn a topic into a post that sounds like you: choose the kind of post, its style and goal, and watch
        it being written, with the &lsquo;see more&rsquo; fold marked so you can judge the hook.
      </ToolIntro>
      <div className="grid gap-8 lg:grid-cols-2">
        <PostForm generating={generation.isPending} onSubmit={generate} />
        <div ref={previewRef} className="scroll-mt-20">
          <PostPreview
            post={generation.text}
            postLength={postLength}
            generating={generation.isPending}
            demo={generation.data?.demo ?? false}
            error={generation.error}
          />
        </div>
      </div>
    </div>
  );
}
