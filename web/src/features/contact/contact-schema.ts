import * as z from '@lambdas/shared/contracts/zod';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';

/** The contact form (docs/product.md#contact-dialog): everything required, email in email format. */
export const ContactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your name.'),
      z.maxLength(100, 'Please keep your name under 100 characters.'),
    ),
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email address.'),
        z.maxLength(254, 'That email address is too long.'),
      ),
    z.email('Please enter a valid email address.'),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a message.'),
      z.maxLength(2000, 'Please keep your message under 2,000 characters.'),
    ),
});

export type ContactMessage = z.infer<typeof ContactSchema>;

/** Validates the form as typed: the trimmed message, or each field's first error. */
export function validateContact(
  values: ContactMessage,
): { body: ContactMessage } | { errors: FieldErrors<ContactMessage> } {
  const parsed = ContactSchema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<ContactMessage>(parsed.error) };
}

/** The mailto: URL that opens the visitor's mail client with subject and body filled in. */
export function contactMailto(to: string, message: ContactMessage): string {
  const subject = `Contact form message from ${message.name}`;
  const body = `Name: ${message.name}\nEmail: ${message.email}\n\n${message.message}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
