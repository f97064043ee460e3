/**
 * Waits until `check` holds, polling every 25 ms up to a generous deadline (10 s, for a loaded machine):
 * a streamed route settles its bookkeeping just after its answer ends.
 */
export async function eventually(check: () => boolean | Promise<boolean>, what = 'condition'): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}
