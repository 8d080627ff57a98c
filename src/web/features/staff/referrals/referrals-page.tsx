import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { REFERRAL_BOXES, type ReferralBox, type ReferralSummary } from '@domain/referrals';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { oneOf, pageFrom } from '@web/lib/use-search-param-state';
import { cn } from '@web/ui/cn';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { REFERRALS_PAGE_SIZE, useReferrals } from './api/get-referrals';
import { OverdueBadge, ReferralStatusBadge, UrgencyBadge } from './referral-badges';

function ReferralRow({ item, box }: { item: ReferralSummary; box: ReferralBox }) {
  const { t, i18n } = useTranslation('referrals');
  const other = box === 'sent' ? item.to : item.from;
  return (
    <Link
      to={`/staff/referrals/${item.id}`}
      className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 hover:bg-muted/50 focus-visible:outline-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words">{item.personName}</span>
        <ReferralStatusBadge status={item.status} />
        <UrgencyBadge urgency={item.urgency} />
        {item.overdue && <OverdueBadge />}
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`services.${item.service}`)} · {t(box === 'sent' ? 'list.to' : 'list.from', { organisation: other.name })} ·{' '}
        {t('list.due', { date: formatDate(item.dueOn, i18n.language) })}
      </p>
    </Link>
  );
}

/** /staff/referrals: what my organisation received (to handle) and sent (to follow), newest first. */
export default function ReferralsPage() {
  const { t } = useTranslation(['staff', 'referrals']);
  const [params, setParams] = useSearchParams();
  const box = oneOf(REFERRAL_BOXES, params.get('box')) ?? 'received';
  const page = pageFrom(params.get('page'));
  const list = useReferrals(box, page);
  const show = (nextBox: ReferralBox, nextPage: number) =>
    setParams({ box: nextBox, page: String(nextPage) }, { replace: true });
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{t('staff:headings.referrals')}</h1>
        <p className="mt-1 text-muted-foreground">{t('referrals:list.description')}</p>
      </div>
      <div role="group" aria-label={t('referrals:list.boxes')} className="flex gap-2">
        {REFERRAL_BOXES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={box === option}
            onClick={() => show(option, 1)}
            className={cn(
              'rounded-md border px-4 py-2 text-sm font-medium',
              box === option ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card',
            )}
          >
            {t(`referrals:boxes.${option}`)}
          </button>
        ))}
      </div>
      {list.isPending && <Skeleton className="h-40 w-full" />}
      {list.isError && (
        <LoadError
          error={list.error}
          message={t('referrals:list.loadError', { message: errorMessage(list.error) })}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && list.data.total === 0 && (
        <p className="text-muted-foreground">{t(`referrals:list.empty.${box}`)}</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul aria-label={t(`referrals:boxes.${box}`)} className="flex flex-col gap-3">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <ReferralRow item={item} box={box} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={REFERRALS_PAGE_SIZE}
            total={list.data.total}
            onPage={(next) => show(box, next)}
            label={t('referrals:list.pager')}
          />
        </>
      )}
    </div>
  );
}
