import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/**
 * 'Clear all', asked first: every kept result goes at once and cannot come back, so a dialog says how many and
 * waits for a second 'Clear all'. Cancel, Escape and Close keep them; focus returns to the button.
 */
export function ClearAllDialog({ count, onClear }: { count: number; onClear: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Clear all</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear all results?</DialogTitle>
          <DialogDescription>
            {count === 1 ? 'The result' : `All ${count} results`} kept in this browser will be deleted, with
            their refinements. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setOpen(false);
              onClear();
            }}
          >
            Clear all
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
