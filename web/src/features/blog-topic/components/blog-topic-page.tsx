import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ToolPage } from '@/components/tool-page';
import { revealOnNarrowScreen } from '@/lib/reveal';
import { useGenerateTopics } from '../api/generate-topics';
import { failureMessage } from '../errors';
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
  const [request, setRequest] = useState<BlogTopicFormValues>();
  const resultRef = useRef<HTMLDivElement>(null);

  function generate(form: BlogTopicFormValues) {
    setRequest(form);
    revealOnNarrowScreen(resultRef.current);
    generation.mutate(toRequestBody(form), {
      onSuccess: ({ ideas }) =>
        ideas.length
          ? toast.success(`${ideas.length} blog topics generated successfully!`)
          : toast.warning('No topic ideas were generated. Try refining your inputs.'),
      onError: (error) => toast.error(failureMessage(error)),
    });
  }

  return (
    <ToolPage
      title="Blog Topic Generator"
      description="Get 5 to 10 blog topic ideas for your keywords and audience, with the reasoning behind each, aimed at the gaps your competitors leave."
      intro="Never stare at a blank page: tell us your industry, the searches you want to win and who you write for, and get fresh topic ideas with the reason each one will land."
      benefits={benefits}
      form={<BlogTopicForm generating={generation.isPending} onSubmit={generate} />}
      resultRef={resultRef}
      result={
        <TopicResults
          request={request}
          ideas={generation.data?.ideas}
          generating={generation.isPending}
          demo={generation.data?.demo ?? false}
          error={generation.error}
        />
      }
    />
  );
}
