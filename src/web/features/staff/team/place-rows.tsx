import { useTranslation } from 'react-i18next';
import { CAMPS } from '@domain/beneficiary-profile';
import type { StaffPlace } from '@domain/organisations';
import { CAMP_AREAS } from '@domain/registry';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { isMessageKey } from './place-errors';

/**
 * The member's places, one row each: a camp, optionally one of its areas, optionally a block of it. Each
 * row's error shows under it, and an error about the whole list under the list.
 */
export function PlaceRows({
  places,
  onChange,
  errors = [],
  listError,
}: {
  places: StaffPlace[];
  onChange: (places: StaffPlace[]) => void;
  errors?: (string | undefined)[];
  listError?: string;
}) {
  const { t } = useTranslation(['staff', 'validation']);
  const say = (message: string) => (isMessageKey(message) ? t(message) : message);
  const change = (index: number, place: StaffPlace) =>
    onChange(places.map((current, at) => (at === index ? place : current)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('team.scope.places')}</legend>
      {places.map((place, index) => (
        <div key={index} className="flex flex-col gap-1">
          <div className="grid grid-cols-[1fr_1fr_1fr_auto] items-center gap-2">
            <Select
              aria-label={t('team.scope.camp', { number: index + 1 })}
              value={place.camp}
              onChange={(event) =>
                change(index, { camp: event.target.value as StaffPlace['camp'], area: null, block: null })
              }
            >
              {CAMPS.map((camp) => (
                <option key={camp} value={camp}>
                  {t(`scope.camps.${camp}`)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('team.scope.area', { number: index + 1 })}
              value={place.area ?? ''}
              onChange={(event) => change(index, { ...place, area: event.target.value || null, block: null })}
            >
              <option value="">{t('team.scope.wholeCamp')}</option>
              {CAMP_AREAS[place.camp].map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </Select>
            <Input
              aria-label={t('team.scope.block', { number: index + 1 })}
              placeholder={t('team.scope.blockPlaceholder')}
              disabled={place.area === null}
              value={place.block ?? ''}
              onChange={(event) => change(index, { ...place, block: event.target.value.trim().toUpperCase() || null })}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onChange(places.filter((_, at) => at !== index))}
            >
              {t('team.scope.remove')}
              <span className="sr-only"> {t('team.scope.camp', { number: index + 1 })}</span>
            </Button>
          </div>
          {errors[index] && (
            <p role="alert" className="text-sm text-destructive">
              {say(errors[index])}
            </p>
          )}
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {say(listError)}
        </p>
      )}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => onChange([...places, { camp: 'DAD', area: null, block: null }])}
      >
        {t('team.scope.addPlace')}
      </Button>
    </fieldset>
  );
}
