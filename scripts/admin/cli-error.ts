/** A failure the CLI explains in plain words and exits 1 on; any other error is unexpected. */
export class CliError extends Error {
  constructor(
    message: string,
    /** One line per problem (bad rows, bad files), printed under the message. */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'CliError';
  }
}
