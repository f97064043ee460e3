import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { siteConfigQuery } from '@/lib/site-config';
import { ContactSchema, contactMailto, type ContactMessage } from './contact-schema';

type Errors = Partial<Record<keyof ContactMessage, string>>;
const empty: ContactMessage = { name: '', email: '', message: '' };

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Contact Us: no request is sent; it opens the visitor's mail client addressed to support. */
export function ContactDialog({ open, onOpenChange: setOpen }: ContactDialogProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [opening, setOpening] = useState(false);

  const set = (field: keyof ContactMessage) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ContactSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Errors = {};
      for (const issue of parsed.error.issues)
        fieldErrors[issue.path[0] as keyof ContactMessage] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setOpening(true);
    try {
      const { supportEmail } = await queryClient.ensureQueryData(siteConfigQuery);
      window.location.href = contactMailto(supportEmail, parsed.data);
      toast.success('Email client opened', {
        description: 'Your default email application should now be open with the message pre-filled.',
      });
      setValues(empty);
      setOpen(false);
    } catch {
      toast.error('Error', {
        description: 'There was an issue opening your email client. Please try again.',
      });
    } finally {
      setOpening(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>Questions, ideas or feedback? Send us a message.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Name" error={errors.name} required>
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          </FormField>
          <FormField label="Email" error={errors.email} required>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          </FormField>
          <FormField label="Message" error={errors.message} required>
            <Textarea
              name="message"
              rows={4}
              value={values.message}
              onChange={(e) => set('message')(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={opening}>
              {opening ? 'Opening...' : 'Submit'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
