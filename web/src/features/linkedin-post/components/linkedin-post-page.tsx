import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
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

  function generate(body: LinkedInPostBody) {
    generation.start(body);
  }

  return (
    <ToolPage
      tool="linkedin-post"
      intro="Turn a topic into a post that sounds like you: choose the kind of post, its style and goal, and watch it being written, with the ‘see more’ fold marked so you can judge the hook."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={<PostForm generating={generation.isPending} onSubmit={generate} />}
      result={
        <>
          <LanguageScope language={generation.language}>
            <PostPreview
              post={generation.text}
              postLength={generation.data?.postLength ?? generation.body?.postLength ?? 'medium'}
              generating={generation.writing}
              demo={generation.demo}
              sample={generation.sample}
              error={generation.error}
            />
          </LanguageScope>
          <RefinePanel refinement={generation.refinement} hidden={generation.isPending} />
        </>
      }
    />
  );
}
