import { ToolPage } from '@/components/tool-page';
import { LanguageScope } from '@/components/generation/language-scope';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { useGenerateTopics } from '../api/generate-topics';
import { toRequestBody, type BlogTopicForm as BlogTopicFormValues } from '../form-state';
import { BlogTopicForm } from './blog-topic-form';
import { TopicResults } from './topic-results';

const benefits = [
  '5 to 10 ideas with the reasoning behind each',
  'Aimed at the gaps competitors leave',
  'Topics you exclude never appear',
];

export function BlogTopicPage() {
  const generation = useGenerateTopics();

  function generate(form: BlogTopicFormValues) {
    generation.start(toRequestBody(form));
  }

  return (
    <ToolPage
      tool="blog-topic"
      intro="Never stare at a blank page: tell us your industry, the searches you want to win and who you write for, and get fresh topic ideas with the reason each one will land."
      benefits={benefits}
      form={<BlogTopicForm generating={generation.isPending} onSubmit={generate} />}
      resultRef={generation.resultRef}
      result={
        <>
          <LanguageScope language={generation.language}>
            <TopicResults
              request={generation.body}
              ideas={generation.data?.ideas}
              research={generation.data}
              step={generation.progress}
              generating={generation.isPending}
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
