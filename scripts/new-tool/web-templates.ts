import type { Kind } from './server-templates';
import type { ToolNames } from './names';

/** `web/src/features/<id>/`: the browser side of a new tool: its declaration, form, result and page. */
export function webFiles({ id, camel, pascal, title }: ToolNames, kind: Kind): Record<string, string> {
  const text = kind === 'text';
  const dir = `web/src/features/${id}`;
  return {
    [`${dir}/tool.ts`]: `import { Sparkles } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The ${title} in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: '${title}',
  // After the tools already listed; header, homeTitle and footerLabel put it in the navigation.
  place: 100,
  blurb: 'A first draft about your topic, in seconds.',
  description: 'Give the ${title} a topic and get a first draft you can copy, download and refine.',
  icon: Sparkles,
  header: false,
  subject: ['topic'],
  profile: { outputLanguage: 'outputLanguage' },
});
`,
    [`${dir}/form-state.ts`]: `import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { tool } from './tool';

/** What the visitor edits. */
export interface ${pascal}Form {
  topic: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const default${pascal}Form: ${pascal}Form = { topic: '', outputLanguage: '' };

/** The fields the business profile pre-fills. */
export const ${camel}ProfileFields: SharedFields<${pascal}Form> = tool.profile;
`,
    [`${dir}/validate.ts`]: `/** The form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { ${pascal}RequestSchema, type ${pascal}Body } from '@lambdas/${id}/contract';
import { askedLanguage } from '@/lib/output-language';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import type { ${pascal}Form } from './form-state';

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validate${pascal}Form(
  form: ${pascal}Form,
): { body: ${pascal}Body } | { errors: FieldErrors<${pascal}Form> } {
  const body = { topic: form.topic, ...askedLanguage(form.outputLanguage) };
  const result = ${pascal}RequestSchema.safeParse(body);
  return result.success ? { body } : { errors: fieldErrors<${pascal}Form>(result.error) };
}
`,
    [`${dir}/api/use-${id}.ts`]: text
      ? `import type { ${pascal}Body } from '@lambdas/${id}/contract';
import { useTool } from '@/lib/use-tool';

/** Streams a draft from \`POST /functions/v1/${id}\`, toasting the outcome. */
export const use${pascal} = () =>
  useTool<${pascal}Body>('${id}', {
    success: '${title}: your draft is ready.',
    failure: 'Failed to write your draft',
  });
`
      : `import type { ${pascal}Body, ${pascal}Response } from '@lambdas/${id}/contract';
import { useTool } from '@/lib/use-tool';

/** Ideas from \`POST /functions/v1/${id}\`, toasting the outcome. */
export const use${pascal} = () =>
  useTool<${pascal}Body, ${pascal}Response>('${id}', {
    // The answer's schema (and zod) load with the first request, never with the page.
    parse: async () => {
      const { ${pascal}ResponseSchema } = await import('@lambdas/${id}/contract');
      return (answer) => ${pascal}ResponseSchema.parse(answer);
    },
    success: '${title}: your ideas are ready.',
    failure: 'Failed to write your ideas',
  });
`,
    [`${dir}/components/${id}-form.tsx`]: `import type { ${pascal}Body } from '@lambdas/${id}/contract';
import { FormCard, SubmitButton } from '@/components/generation/form-card';
import { LanguageField } from '@/components/generation/language-field';
import { TextField } from '@/components/ui/fields';
import { useToolForm, type ToolFormProps } from '@/lib/use-tool-form';
import { ${camel}ProfileFields, default${pascal}Form } from '../form-state';

/** The form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('../validate')).validate${pascal}Form;

/** The topic and the output language; submits only what the shared schema accepts. */
export function ${pascal}Form({ generating, onSubmit }: ToolFormProps<${pascal}Body>) {
  const { field, submit } = useToolForm(
    default${pascal}Form,
    loadCheck,
    '${id}',
    ${camel}ProfileFields,
  );
  return (
    <FormCard title="Your Topic" description="What should it be about?">
      <form noValidate onSubmit={submit(onSubmit)} className="flex flex-col gap-5">
        <TextField label="Topic" required placeholder="e.g. Email marketing for bakeries" {...field('topic')} />
        <LanguageField {...field('outputLanguage')} />
        <SubmitButton busy={generating} busyText="Writing...">
          Write It
        </SubmitButton>
      </form>
    </FormCard>
  );
}
`,
    [`${dir}/components/${id}-result.tsx`]: `import { Sparkles } from 'lucide-react';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { CopyButton } from '@/components/generation/copy-button';
import { DownloadDocxButton } from '@/components/generation/download-docx-button';
import { GenerationPanel } from '@/components/generation/generation-panel';
import { copyFailedToast, downloadFailedToast } from '@/components/generation/result-toasts';
import type { Demo } from '@/lib/demo-output';
import { toast } from '@/lib/toast';

interface ${pascal}ResultProps {
  /** The ${text ? 'paragraphs as they are written' : 'ideas, once answered'}. */
  items: string[];
  topic: string | undefined;
  generating: boolean;
  /** Whose sample the answer is, when the demo generator wrote it (false for a model's answer). */
  demo: Demo;
  sample?: DemoSample | undefined;
  error: unknown;
}

/** The ${text ? 'draft' : 'ideas'}: copied as text, downloaded as a Word document, with the demo line in both. */
export function ${pascal}Result({ items, topic, generating, demo, sample, error }: ${pascal}ResultProps) {
  const done = !generating && !error && items.length > 0;
  const actions = (
    <div className="flex gap-2">
      <CopyButton
        label="Copy"
        text={() => items.join('\\n\\n')}
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
          list: { title: '${title}', meta: topic ? [\`Topic: \${topic}\`] : [], items: items.map((item) => ({ text: item })) },
          fileName: '${id}.docx',
        })}
      />
    </div>
  );
  return (
    <GenerationPanel
      title="Your ${text ? 'Draft' : 'Ideas'}"
      actions={actions}
      generating={generating}
      demo={demo}
      sample={sample}
      error={error}
      hasResult={items.length > 0}
      label="${title} result"
      generatingText="Writing..."
      readyText="Your ${text ? 'draft is' : 'ideas are'} ready."
      incompleteText="Your ${text ? 'draft' : 'ideas'} stopped before ${text ? 'it was' : 'they were'} finished."
      empty={{ icon: Sparkles, text: 'Enter a topic and the result will appear here.' }}
      heightClass="h-[400px]"
    >
      ${
        text
          ? `<div className="flex flex-col gap-3 whitespace-pre-wrap">
        {items.map((item, i) => (
          <p key={i}>{item}</p>
        ))}
      </div>`
          : `<ol className="list-decimal space-y-2 pl-5">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ol>`
      }
    </GenerationPanel>
  );
}
`,
    [`${dir}/components/${id}-page.tsx`]: `import { LanguageScope } from '@/components/generation/language-scope';
import { ToolPage } from '@/components/tool-page';
import { RefinePanel } from '@/components/workspace/refine-panel';
import { use${pascal} } from '../api/use-${id}';
import { ${pascal}Form } from './${id}-form';
import { ${pascal}Result } from './${id}-result';

const benefits = ['A first draft in seconds', 'Copy it or download a Word file', 'Refine it in one click'];

export function ${pascal}Page() {
  const generation = use${pascal}();
  const items = ${text ? `generation.text.split(/\\n\\s*\\n/).filter((paragraph) => paragraph.trim())` : `generation.data?.ideas ?? []`};
  return (
    <ToolPage
      tool="${id}"
      intro="Give it a topic: get ${text ? 'a short draft, written as you watch' : 'a few ideas to write about'}."
      benefits={benefits}
      resultRef={generation.resultRef}
      form={<${pascal}Form generating={generation.isPending} onSubmit={generation.start} />}
      result={
        <>
          <LanguageScope language={generation.language}>
            <${pascal}Result
              items={items}
              topic={generation.body?.topic}
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
`,
  };
}
