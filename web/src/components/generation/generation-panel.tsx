import type { ReactNode } from 'react';
import { DemoNote, GenerationErrorAlert } from './result-notes';
import type { Demo } from '@/lib/demo-output';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ErrorWording } from '@/lib/generation-errors';
import type { DemoSample } from '@lambdas/shared/contracts/generation';
import { PAGE_LANGUAGE } from './language-scope';
import { IncompleteNote } from './incomplete-note';

interface GenerationPanelProps {
  title: string;
  /** Buttons that act on the result (copy, download…). */
  actions: ReactNode;
  generating: boolean;
  demo: Demo;
  /** Demo answers only: the sample's header. */
  sample?: DemoSample | undefined;
  error: unknown;
  /** The error alert's title and the tool's wording of failures, when it has its own. */
  errorTitle?: string;
  errorWording?: ErrorWording;
  hasResult: boolean;
  /** Accessible name of the scroll area, e.g. 'Generated brief'. */
  label: string;
  /** Shown and announced while the text is being written. */
  generatingText: string;
  /** Announced once the result is complete. */
  readyText: string;
  /** Announced when the generation failed after writing part of the result. */
  incompleteText: string;
  empty: { icon: LucideIcon; text: string };
  /** Fixed height of the scroll area (docs/product.md#constants panel heights), as a Tailwind class. */
  heightClass: string;
  /** The result, rendered as it streams in. */
  children: ReactNode;
  /** Shown under the scroll area. */
  footer?: ReactNode;
}

/**
 * A tool's result card: empty, generating (text appears as it is written) or result, with error and demo notes.
 * Text that a failed generation left behind is marked incomplete, and the failure is what gets announced.
 */
export function GenerationPanel(props: GenerationPanelProps) {
  const { generating, hasResult, empty } = props;
  const incomplete = Boolean(props.error) && hasResult && !generating;
  const EmptyIcon = empty.icon;
  let status = '';
  if (generating) status = props.generatingText;
  else if (incomplete) status = props.incompleteText;
  else if (hasResult) status = props.readyText;
  return (
    <Card className="flex flex-col">
      <CardHeader gap="wide" {...PAGE_LANGUAGE}>
        <CardTitle>{props.title}</CardTitle>
        {props.actions}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {props.error ? (
          <div {...PAGE_LANGUAGE}>
            <GenerationErrorAlert
              error={props.error}
              {...(props.errorTitle ? { title: props.errorTitle } : {})}
              {...(props.errorWording ? { wording: props.errorWording } : {})}
            />
          </div>
        ) : null}
        {props.demo && !generating && <DemoNote sample={props.sample} />}
        <p role="status" className="sr-only" {...PAGE_LANGUAGE}>
          {status}
        </p>
        <div
          tabIndex={0}
          role="region"
          aria-label={props.label}
          aria-busy={generating}
          className={cn('overflow-y-auto rounded-lg border border-slate-200 bg-white p-4', props.heightClass)}
        >
          {generating && (
            <p
              className="mb-3 flex items-center gap-2 text-sm text-slate-600"
              aria-hidden="true"
              {...PAGE_LANGUAGE}
            >
              <Spinner /> {props.generatingText}
            </p>
          )}
          {hasResult && props.children}
          {incomplete && <IncompleteNote />}
          {!hasResult && !generating && (
            <div
              className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-500"
              {...PAGE_LANGUAGE}
            >
              <EmptyIcon className="size-10" aria-hidden="true" />
              <p>{empty.text}</p>
            </div>
          )}
        </div>
        {props.footer ? <div {...PAGE_LANGUAGE}>{props.footer}</div> : null}
      </CardContent>
    </Card>
  );
}
