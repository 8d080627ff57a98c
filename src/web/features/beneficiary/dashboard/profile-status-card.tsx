import { CircleAlert, CircleCheck, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileChecklist, ProfileCompletion } from '@domain/profile-completion';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { ProgressBar } from '@web/ui/progress-bar';

const CHECKLIST: (keyof ProfileChecklist)[] = ['basicInfo', 'contactDetails', 'skills', 'documentsVerified'];

/** The real completion of the profile (the spec's prototype showed a fixed 75%) and what is left to do. */
export function ProfileStatusCard({ status }: { status: ProfileCompletion }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader className="pb-3">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <UserRound className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('profileStatus.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <div className="flex items-center gap-3">
            <ProgressBar value={status.percent} label={t('profileStatus.progressLabel')} />
            <span className="shrink-0 font-semibold tabular-nums">{t('percent', { percent: status.percent })}</span>
          </div>
          <ul className="flex flex-col gap-2">
            {CHECKLIST.map((item) => {
              const done = status.checklist[item];
              const Icon = done ? CircleCheck : CircleAlert;
              return (
                <li key={item} className="flex items-start gap-2 text-sm">
                  <Icon
                    className={`mt-0.5 size-4 shrink-0 ${done ? 'text-success' : 'text-amber-700'}`}
                    aria-hidden="true"
                  />
                  <span>{t(`profileStatus.checklist.${item}.${done ? 'done' : 'pending'}`)}</span>
                </li>
              );
            })}
          </ul>
          <Button asChild className="mt-auto w-full sm:w-auto sm:self-start">
            <Link to="/beneficiary/profile">{t('profileStatus.complete')}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
