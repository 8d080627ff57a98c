import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_FILTERS, type ApplicationFilter, type ApplicationsPage } from '@domain/programme-application';
import { errorMessage } from '@web/lib/api';
import { Skeleton } from '@web/ui/skeleton';
import { useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { AvailableProgrammes } from './available-programmes';
import { EmptyApplications } from './empty-applications';
import { Pager } from '@web/ui/pager';
import { LoadError } from '@web/ui/load-error';

export interface ListPosition {
  filter: ApplicationFilter;
  page: number;
}

interface ApplicationsListProps {
  position: ListPosition;
  onPositionChange: (position: ListPosition) => void;
  onApply: (programId?: string) => void;
  onContinue: (id: string) => void;
  continuingId: string | null;
}

function ListLoading() {
  const { t } = useTranslation('applications');
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

interface TabPanelProps {
  data: ApplicationsPage;
  filter: ApplicationFilter;
  onPage: (page: number) => void;
  onContinue: (id: string) => void;
  continuingId: string | null;
}

function TabPanel({ data, filter, onPage, onContinue, continuingId }: TabPanelProps) {
  const { t } = useTranslation('applications');
  const [detailsId, setDetailsId] = useState<string | null>(null);
  if (data.items.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">{t(`emptyTab.${filter}`)}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 xl:grid-cols-2">
        {data.items.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            onViewDetails={setDetailsId}
            onContinue={onContinue}
            continuing={continuingId === application.id}
          />
        ))}
      </ul>
      <Pager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={onPage}
        label={t('pagination.label')}
      />
      <ApplicationDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}

/** The tabs All / Active / Drafts / Completed with their counts; the empty state and programmes for a newcomer. */
export function ApplicationsList({
  position,
  onPositionChange,
  onApply,
  onContinue,
  continuingId,
}: ApplicationsListProps) {
  const { t, i18n } = useTranslation('applications');
  const { filter, page } = position;
  const applications = useApplications({ status: filter, page, language: i18n.language });

  if (applications.isPending) return <ListLoading />;
  if (applications.isError) {
    return (
      <LoadError
        error={applications.error}
        message={t('loadError', { message: errorMessage(applications.error) })}
        onRetry={() => void applications.refetch()}
      />
    );
  }
  const { data } = applications;
  if (data.counts.all === 0) {
    return (
      <>
        <EmptyApplications onApply={() => onApply()} />
        <AvailableProgrammes onApply={onApply} />
      </>
    );
  }

  return (
    <Tabs.Root
      value={filter}
      onValueChange={(value) => onPositionChange({ filter: value as ApplicationFilter, page: 1 })}
      className="flex flex-col gap-4"
    >
      <Tabs.List
        aria-label={t('tabs.label')}
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:grid-cols-4 sm:self-start"
      >
        {APPLICATION_FILTERS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex min-h-10 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {t(`tabs.${value}`)}
            <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-800">{data.counts[value]}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Every panel exists (hidden when inactive) so each tab's aria-controls points at something. */}
      {APPLICATION_FILTERS.map((value) => (
        <Tabs.Content key={value} value={value} forceMount hidden={value !== filter} className="outline-none">
          {value === filter && (
            <TabPanel
              data={data}
              filter={filter}
              onPage={(to) => onPositionChange({ filter, page: to })}
              onContinue={onContinue}
              continuingId={continuingId}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
