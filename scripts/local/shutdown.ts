/** Runs `stop` once on Ctrl-C or SIGTERM, then exits; a second Ctrl-C exits at once. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal} received, stopping…`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
