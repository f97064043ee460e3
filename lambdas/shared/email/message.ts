import { plainSubject } from './subject';

/** One email to one recipient: both parts, and the link that unsubscribes them. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Self-contained HTML: inline styles only, no remote images or fonts. */
  html: string;
  unsubscribeUrl: string;
}

/** The sender's display name in the From header. */
export const SENDER_NAME = 'Content Co-Pilot';

/**
 * Starts loading the libraries a message is written with (nodemailer, libmime) without waiting for them: a
 * function that will send calls it when its request starts, so they load while the model writes.
 */
export function preloadMailLibraries(): void {
  void Promise.all([import('nodemailer/lib/mail-composer'), import('libmime')]).catch(() => undefined);
}

/**
 * The MIME message, written by nodemailer's MailComposer (loaded on the first send, so a cold start never
 * pays for it): multipart/alternative with the text and the HTML, an RFC 2047 subject, and the RFC 2369 and
 * RFC 8058 headers that let mail clients offer a one-click unsubscribe. Nothing is read from files or URLs.
 */
export async function composeMessage(from: string, email: OutgoingEmail, date = new Date()): Promise<Buffer> {
  const [{ default: MailComposer }, subject] = await Promise.all([
    import('nodemailer/lib/mail-composer'),
    plainSubject(email.subject),
  ]);
  const composer = new MailComposer({
    from: { name: SENDER_NAME, address: from },
    // An address object: nodemailer writes it as one address, whatever characters it holds.
    to: { name: '', address: email.to },
    subject,
    date,
    text: email.text,
    html: email.html,
    headers: {
      // Unfolded, as written: the URL parser has removed any line break and escaped any space or angle bracket.
      'List-Unsubscribe': { prepared: true, value: `<${new URL(email.unsubscribeUrl).href}>` },
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    disableFileAccess: true,
    disableUrlAccess: true,
    newline: 'win',
  });
  return composer.compile().build();
}
