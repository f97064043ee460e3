import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { streamGeneration } from './generation-stream';

/**
 * A generation whose text grows as the model writes it. A new submit cancels the previous one and
 * replaces its result or error; leaving the page cancels it too.
 */
export function useStreamingGeneration<B>(path: string) {
  const [partial, setPartial] = useState('');
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (body: B) => {
      controller.current?.abort();
      controller.current = new AbortController();
      setPartial('');
      return streamGeneration(
        path,
        body,
        (text) => setPartial((current) => current + text),
        controller.current.signal,
      );
    },
  });
  const { mutate } = mutation;
  const generate = useCallback(
    (body: B, options?: Parameters<typeof mutate>[1]) => mutate(body, options),
    [mutate],
  );
  return { ...mutation, generate, text: mutation.data?.text ?? partial };
}
