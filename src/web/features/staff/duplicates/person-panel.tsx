import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DuplicatePerson } from '@domain/duplicate-alerts';
import { formatDate } from '@web/lib/format';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

/** A person of another organisation's caseload: the server sends only who they are, never how to reach them. */
function LimitedPerson({ person }: { person: DuplicatePerson }) {
  const { t } = useTranslation('staff-duplicates');
  const notGiven = t('person.notGiven');
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('person.limited')}</p>
      <dl className="grid gap-1 text-sm">
        <Row term={t('person.progresId')}>{person.progresId ?? notGiven}</Row>
        <Row term={t('person.birthYear')}>{person.birthYear ?? notGiven}</Row>
        <Row term={t('person.camp')}>{person.location ?? notGiven}</Row>
      </dl>
    </>
  );
}

/** One of the two records of an alert, as the card shows it. */
export function PersonPanel({ person, label, kept }: { person: DuplicatePerson; label: string; kept: boolean }) {
  const { t } = useTranslation('staff-duplicates');
  return (
    <section
      aria-label={`${label}: ${person.name}`}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3"
    >
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <h3 className="font-semibold break-words">
        {person.limited ? (
          person.name
        ) : (
          <Link to={`/staff/beneficiaries/${person.id}`} className="underline-offset-2 hover:underline">
            {person.name}
          </Link>
        )}
        {kept && <span className="ms-2 text-sm font-normal">({t('card.kept')})</span>}
      </h3>
      {person.limited ? <LimitedPerson person={person} /> : <PersonDetails person={person} />}
    </section>
  );
}

function PersonDetails({ person }: { person: DuplicatePerson }) {
  const { t, i18n } = useTranslation('staff-duplicates');
  const notGiven = t('person.notGiven');
  return (
    <>
      <dl className="grid gap-1 text-sm">
        <Row term={t('person.progresId')}>{person.progresId ?? notGiven}</Row>
        <Row term={t('person.dateOfBirth')}>
          {person.dateOfBirth ? formatDate(person.dateOfBirth, i18n.language) : notGiven}
        </Row>
        <Row term={t('person.phone')}>{person.phoneNumber ?? notGiven}</Row>
        <Row term={t('person.location')}>{person.location ?? notGiven}</Row>
        <Row term={t('person.household')}>{person.householdId ?? notGiven}</Row>
      </dl>
    </>
  );
}
