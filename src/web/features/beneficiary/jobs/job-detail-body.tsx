import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostingDetail } from '@domain/job-search';
import { Badge } from '@web/ui/badge';
import { formatDay, salaryRange } from './job-format';
import { MatchIndicator } from './match-indicator';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{heading}</h3>
      {children}
    </section>
  );
}

/** Everything the employer wrote about the job, and my match with what is missing. */
export function JobDetailBody({ job }: { job: JobPostingDetail }) {
  const { t, i18n } = useTranslation('jobs');
  const language = i18n.language;
  return (
    <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto text-sm">
      <p>
        {job.location} · {t(`types.${job.employmentType}`)} · {salaryRange(job, language)} · {t('card.deadline')}{' '}
        {formatDay(job.applicationDeadline, language)} · {t('card.positions')} {job.positionsAvailable}
      </p>
      <MatchIndicator match={job.match} showMissing />
      <Section heading={t('detail.about')}>
        <p className="whitespace-pre-line">{job.description}</p>
      </Section>
      <Section heading={t('detail.requirements')}>
        {job.requirements && <p className="whitespace-pre-line">{job.requirements}</p>}
        <p>
          {job.experienceYears > 0 ? t('detail.experience', { count: job.experienceYears }) : t('detail.noExperience')}
        </p>
        {job.educationRequirements && (
          <p>
            {t('detail.education')}: {job.educationRequirements}
          </p>
        )}
      </Section>
      {job.requiredSkills.length > 0 && (
        <Section heading={t('detail.skills')}>
          <ul className="flex flex-wrap gap-1">
            {job.requiredSkills.map((skill) => (
              <li key={skill}>
                <Badge>{skill}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section heading={t('detail.company', { company: job.companyName })}>
        <p className="whitespace-pre-line">{job.companyDescription}</p>
        {job.companyWebsite && (
          <p>
            {t('detail.website')}:{' '}
            {/^https?:\/\//i.test(job.companyWebsite) ? (
              <a className="text-primary underline" href={job.companyWebsite} target="_blank" rel="noopener noreferrer">
                {job.companyWebsite}
              </a>
            ) : (
              job.companyWebsite
            )}
          </p>
        )}
      </Section>
    </div>
  );
}
