import MailComposer from 'nodemailer/lib/mail-composer';

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
 * The MIME message (multipart/alternative, text then HTML) with the RFC 2369 and RFC 8058 headers that
 * let mail clients offer a one-click unsubscribe. Built by nodemailer's composer, not by hand.
 */
export function buildMimeMessage(from: string, email: OutgoingEmail): Promise<Buffer> {
  return new MailComposer({
    from: { name: SENDER_NAME, address: from },
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: {
      // Prepared: the URL must reach the client unfolded (folding would put a space inside it).
      'List-Unsubscribe': { prepared: true, value: `<${email.unsubscribeUrl}>` },
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
    .compile()
    .build();
}
