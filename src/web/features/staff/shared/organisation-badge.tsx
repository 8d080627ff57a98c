import { useTranslation } from 'react-i18next';
import type { OrganisationColour, StaffPlace } from '@domain/organisations';
import { cn } from '@web/ui/cn';

/** Each badge colour with text at 4.5:1 contrast or better on its background. */
const COLOUR_CLASSES: Record<OrganisationColour, string> = {
  blue: 'bg-blue-100 text-blue-900 border-blue-300',
  amber: 'bg-amber-100 text-amber-900 border-amber-300',
  teal: 'bg-teal-100 text-teal-900 border-teal-300',
  red: 'bg-red-100 text-red-900 border-red-300',
  orange: 'bg-orange-100 text-orange-900 border-orange-300',
  green: 'bg-green-100 text-green-900 border-green-300',
  purple: 'bg-purple-100 text-purple-900 border-purple-300',
  slate: 'bg-slate-100 text-slate-900 border-slate-300',
};

/** An organisation's short name in its colour; the full name is read out and shown on hover. */
export function OrganisationBadge({
  organisation,
  className,
}: {
  organisation: { code: string; name: string; colour: OrganisationColour };
  className?: string;
}) {
  const { t } = useTranslation('staff');
  const label = t('scope.organisationLabel', { name: organisation.name });
  return (
    <span
      title={label}
      aria-label={label}
      className={cn(
        'inline-flex shrink-0 items-center rounded border px-1.5 text-xs font-semibold',
        COLOUR_CLASSES[organisation.colour],
        className,
      )}
    >
      {organisation.code}
    </span>
  );
}

/** "Kakuma", "Kakuma KK2", "Kakuma KK2-B3": a place as staff say it. */
export function usePlaceNames() {
  const { t } = useTranslation('staff');
  return (places: readonly StaffPlace[], wholeRegistry: boolean): string => {
    if (wholeRegistry) return t('scope.wholeRegistry');
    if (places.length === 0) return t('scope.noPlaces');
    return places
      .map((place) =>
        [t(`scope.camps.${place.camp}`), [place.area, place.block].filter(Boolean).join('-')].filter(Boolean).join(' '),
      )
      .join(', ');
  };
}
