import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';

/** Where follow-up, graduation and indicators live: /staff/programmes/:id/outcomes. */
export function OutcomesLink({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation('staff-outcomes');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('link.title')}</CardTitle>
        <CardDescription>{t('link.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={`/staff/programmes/${programmeId}/outcomes`}>
            <TrendingUp aria-hidden="true" />
            {t('link.open')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
