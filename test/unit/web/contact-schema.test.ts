import { ContactSchema, contactMailto } from '@/features/contact/contact-schema';

describe('the contact form', () => {
  it('requires every field and an email in email format', () => {
    const empty = ContactSchema.safeParse({ name: ' ', email: '', message: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a message.',
    ]);
    const malformed = ContactSchema.safeParse({ name: 'Ana', email: 'ana@', message: 'Hi' });
    expect(malformed.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address.']);
  });

  it('builds a mailto URL with the subject and body encoded', () => {
    const url = contactMailto('help@example.org', {
      name: 'Ana & Co',
      email: 'ana@example.com',
      message: 'Hello?\nThanks',
    });
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('mailto:');
    expect(parsed.pathname).toBe('help@example.org');
    expect(parsed.searchParams.get('subject')).toBe('Contact form message from Ana & Co');
    expect(parsed.searchParams.get('body')).toBe('Name: Ana & Co\nEmail: ana@example.com\n\nHello?\nThanks');
  });
});
