import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A tool's form card: its title, one line on what to give, and the form. */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A form's submit button: its text, or a spinner and `busyText` (disabled) while the request runs. */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy}>
      {busy && <Spinner tone="onBrand" />}
      {busy ? busyText : children}
    </Button>
  );
}
