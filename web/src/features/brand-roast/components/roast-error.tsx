import { RotateCcw } from 'lucide-react';
import { GenerationErrorAlert } from '@/components/generation/generation-error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** A failed roast, said out loud (the original went back to the form in silence), entries kept. */
export function RoastError({
  error,
  onRetry,
  onEdit,
}: {
  error: unknown;
  onRetry: () => void;
  onEdit: () => void;
}) {
  return (
    <Card>
      <CardContent padding="alone" className="flex flex-col gap-4">
        <GenerationErrorAlert error={error} title="Failed to generate roast" />
        <div className="flex flex-wrap gap-3">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" /> Try again
          </Button>
          <Button variant="outline" onClick={onEdit}>
            Edit your details
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
