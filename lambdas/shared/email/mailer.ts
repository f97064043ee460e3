import { SendRawEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import { env } from '../env';
import { composeMessage, type OutgoingEmail } from './message';
import { sesClient } from './ses-client';

export type { OutgoingEmail } from './message';

/** What services need to send one email; tests pass the real one pointed at the local SES server. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
}

export interface SesMailerOptions {
  /** The verified sender address (the IAM policy allows this From address only). */
  from: string;
  configurationSet?: string | undefined;
}

/** Sends through SES's SendRawEmail (custom headers need a raw message) with the message `composeMessage` writes. */
export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SESClient,
    private readonly options: SesMailerOptions,
  ) {}

  async send(email: OutgoingEmail): Promise<{ messageId: string }> {
    const raw = await composeMessage(this.options.from, email);
    const out = await this.ses.send(
      new SendRawEmailCommand({
        Source: this.options.from,
        Destinations: [email.to],
        RawMessage: { Data: raw },
        ...(this.options.configurationSet ? { ConfigurationSetName: this.options.configurationSet } : {}),
      }),
    );
    return { messageId: out.MessageId ?? '' };
  }
}

/** The mailer a function uses: the stage's sender and configuration set, from the environment. */
export function mailerFromEnv(): SesMailer {
  const { SENDER_EMAIL, SES_CONFIGURATION_SET } = env();
  return new SesMailer(sesClient(), { from: SENDER_EMAIL, configurationSet: SES_CONFIGURATION_SET });
}
