import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { useOwnFollowUps } from './follow-up-api';
import { FollowUpForm } from './follow-up-form';

/**
 * "How are you doing now?": the follow-up questions of programmes the person finished, when the programme
 * asks them in the portal. Shown only when there is something to answer.
 */
export function FollowUpCard() {
  const { t, i18n } = useTranslation('follow-up');
  const visits = useOwnFollowUps(i18n.language);
  const [openId, setOpenId] = useState<string | null>(null);
  const items = visits.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck aria-hidden="true" className="size-5" />
          {t('title')}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {items.map((visit) => (
          <section key={visit.id} className="flex flex-col gap-3 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-medium break-words">{visit.programmeName}</h3>
                <p className="text-sm text-muted-foreground">
                  {t('round', { months: visit.monthsAfter, date: formatDate(visit.dueOn, i18n.language) })}
                  {visit.status === 'recorded' && ` · ${t('answered')}`}
                </p>
              </div>
              {openId !== visit.id && (
                <Button
                  variant={visit.status === 'recorded' ? 'outline' : 'default'}
                  onClick={() => setOpenId(visit.id)}
                >
                  {t(visit.status === 'recorded' ? 'change' : 'answer')}
                </Button>
              )}
            </div>
            {openId === visit.id && <FollowUpForm visit={visit} onDone={() => setOpenId(null)} />}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
