import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowUpOverview } from '@domain/programmes/follow-up-views';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { PlanEditor } from './plan-editor';

type Language = 'en' | 'sw' | 'so' | 'ar';

/** The follow-up questionnaire and graduation criteria in force; designers open the editor here. */
export function PlanCard({ overview, mayDesign }: { overview: FollowUpOverview; mayDesign: boolean }) {
  const { t, i18n } = useTranslation('staff-outcomes');
  const [editing, setEditing] = useState(false);
  return (
    <Card className="print:hidden">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle>{t('plan.title')}</CardTitle>
          <CardDescription>
            {t(overview.selfReport ? 'plan.summarySelfReport' : 'plan.summary', {
              questions: overview.questions.length,
              criteria: overview.graduation.length,
            })}
          </CardDescription>
        </div>
        {mayDesign && !editing && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('plan.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <PlanEditor overview={overview} onClose={() => setEditing(false)} />
        ) : (
          <ol className="list-decimal ps-5 text-sm">
            {overview.questions.map((question) => (
              <li key={question.id}>{question.label[i18n.language as Language] || question.label.en}</li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
