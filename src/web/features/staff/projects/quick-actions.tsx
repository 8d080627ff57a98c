import { BarChart3, CalendarPlus, Plus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';

export type QuickAction = 'create' | 'enrol' | 'activity';

/** New Project, Bulk Enroll and Schedule Activity open their dialogs; View Reports opens the Reports tab. */
export function QuickActions({ onAction }: { onAction: (action: QuickAction) => void }) {
  const { t } = useTranslation('staff-projects');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Button variant="outline" onClick={() => onAction('create')}>
          <Plus aria-hidden="true" />
          {t('quickActions.newProject')}
        </Button>
        <Button variant="outline" onClick={() => onAction('enrol')}>
          <UserPlus aria-hidden="true" />
          {t('quickActions.bulkEnrol')}
        </Button>
        <Button variant="outline" onClick={() => onAction('activity')}>
          <CalendarPlus aria-hidden="true" />
          {t('quickActions.scheduleActivity')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/staff/reports">
            <BarChart3 aria-hidden="true" />
            {t('quickActions.viewReports')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
