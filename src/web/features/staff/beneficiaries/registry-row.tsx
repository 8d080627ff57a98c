import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistryListItem } from '@domain/registry-search';
import { useListOrigin } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { TableCell, TableRow } from '@web/ui/table';
import { DuplicateRiskMarker, StatusBadge, VulnerabilityCell } from './registry-badges';

interface RegistryRowProps {
  person: RegistryListItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

export function RegistryRow({ person, selected, onSelect }: RegistryRowProps) {
  const { t } = useTranslation('staff-registry');
  const listOrigin = useListOrigin();
  const name = `${person.firstName} ${person.lastName}`;
  const origin = [
    person.nationality ? t(`nationalities.${person.nationality}`, { defaultValue: person.nationality }) : null,
    person.birthYear ? t('table.born', { year: person.birthYear }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <TableRow data-selected={selected}>
      <TableCell>
        <Checkbox
          aria-label={t('table.selectPerson', { name })}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">
        {person.progresId ?? <span className="text-muted-foreground">{t('table.noProgresId')}</span>}
      </TableCell>
      <TableCell>
        <p className="font-medium whitespace-nowrap">{name}</p>
        {origin && <p className="text-xs whitespace-nowrap text-muted-foreground">{origin}</p>}
      </TableCell>
      <TableCell>{person.gender ? t(`genders.${person.gender}`, { defaultValue: person.gender }) : '—'}</TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">{person.location ?? '—'}</TableCell>
      <TableCell>
        <VulnerabilityCell score={person.vulnerabilityScore} />
      </TableCell>
      <TableCell>
        <StatusBadge status={person.status} />
      </TableCell>
      <TableCell className="text-center">{person.programmeCount}</TableCell>
      {/* Relative, so the visually hidden "No alerts" stays inside the scrolling table on a phone. */}
      <TableCell className="relative">
        <DuplicateRiskMarker risk={person.duplicateRisk} />
      </TableCell>
      <TableCell>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/staff/beneficiaries/${person.id}`} state={listOrigin} aria-label={t('table.view', { name })}>
            <Eye aria-hidden="true" />
            {t('table.viewShort')}
          </Link>
        </Button>
      </TableCell>
    </TableRow>
  );
}
