import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/fields';
import { siteConfigQuery } from '@/lib/site-config';
import { useToolForm } from '@/lib/use-tool-form';
import { contactMailto, validateContact, type ContactMessage } from './contact-schema';

const empty: ContactMessage = { name: '', email: '', message: '' };
/** The dialog loads on first use with its schema: the check is here already. */
const loadCheck = async () => validateContact;

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Contact Us: no request is sent; it opens the visitor's mail client addressed to support. */
export function ContactDialog({ open, onOpenChange: setOpen }: ContactDialogProps) {
  const queryClient = useQueryClient();
  const { setForm, field, submit } = useToolForm(empty, loadCheck);
  const [opening, setOpening] = useState(false);

  async function send(message: ContactMessage) {
    setOpening(true);
    try {
      const { supportEmail } = await queryClient.ensureQueryData(siteConfigQuery);
      window.location.assign(contactMailto(supportEmail, message));
      toast.success('Email client opened', {
        description: 'Your default email application should now be open with the message pre-filled.',
      });
      setForm(empty);
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
        <form noValidate onSubmit={submit((message) => void send(message))} className="flex flex-col gap-4">
          <TextField label="Name" required name="name" autoComplete="name" {...field('name')} />
          <TextField
            label="Email"
            required
            name="email"
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextAreaField label="Message" required name="message" rows={4} {...field('message')} />
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
