import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { useProgrammes } from '../api/get-programmes';

/** The programme chosen in step 1 as offered now (its questions and documents); null until one is chosen. */
export function useChosenProgramme(control: Control<ApplicationForm>): OfferedProgramme | null {
  const { i18n } = useTranslation();
  const programId = useWatch({ control, name: 'programId' });
  const programmes = useProgrammes(i18n.language);
  return programmes.data?.find((programme) => programme.id === programId) ?? null;
}
