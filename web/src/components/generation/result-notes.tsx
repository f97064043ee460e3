import { Suspense, type ComponentProps } from 'react';
import { lazyExport } from '@/lib/lazy-export';

const ErrorAlert = lazyExport(() => import('./generation-error-alert'), 'GenerationErrorAlert');
const Demo = lazyExport(() => import('./demo-note'), 'DemoNote');

/** A failed generation's alert (its wording and the setup dialog): loaded with the first failure, never with the page. */
export const GenerationErrorAlert = (props: ComponentProps<typeof ErrorAlert>) => (
  <Suspense>
    <ErrorAlert {...props} />
  </Suspense>
);

/** The demo answer's note: loaded with the first demo answer, never with the page. */
export const DemoNote = (props: ComponentProps<typeof Demo>) => (
  <Suspense>
    <Demo {...props} />
  </Suspense>
);
