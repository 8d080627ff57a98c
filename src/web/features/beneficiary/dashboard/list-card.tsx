import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';

interface ListCardProps {
  title: string;
  icon: LucideIcon;
  /** Shown instead of the list when there is nothing to list. */
  emptyText: string;
  isEmpty: boolean;
  /** A link to the tab with the whole list, when there is more to see there. */
  viewAll?: { to: string; label: string };
  children: ReactNode;
}

/** One dashboard card: a titled section with a short list, its empty state and a way to the full list. */
export function ListCard({ title, icon: Icon, emptyText, isEmpty, viewAll, children }: ListCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader className="pb-3">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          {isEmpty ? <p className="py-6 text-center text-muted-foreground">{emptyText}</p> : children}
          {viewAll && (
            <Button asChild variant="outline" size="sm" className="mt-auto w-full sm:w-auto sm:self-start">
              <Link to={viewAll.to}>{viewAll.label}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
