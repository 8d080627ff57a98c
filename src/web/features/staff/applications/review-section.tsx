import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';

/** One card of the application page: a heading, then the content or the empty sentence. */
export function ReviewSection({ title, empty, children }: { title: string; empty?: string; children?: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}</CardContent>
    </Card>
  );
}

/** A label and value pair of a definition list. */
export function Detail({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col ${className}`}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
