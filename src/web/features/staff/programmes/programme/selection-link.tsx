import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';

/** Where ranking and selection happen: a page of its own, /staff/programmes/:id/selection. */
export function SelectionLink({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation('staff-programmes');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.selection.title')}</CardTitle>
        <CardDescription>{t('page.selection.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={`/staff/programmes/${programmeId}/selection`}>
            <ListOrdered aria-hidden="true" />
            {t('page.selection.open')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
