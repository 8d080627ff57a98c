import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';

interface FormSectionProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One titled part of the profile form: one column on a phone, two from the sm breakpoint. */
export function FormSection({ title, icon: Icon, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
      </Card>
    </section>
  );
}
