import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPS } from '@domain/beneficiary-profile';
import type { ComposeStaffMessageInput } from '@domain/group-sms';
import { PROGRAMME_AUDIENCE_STATUSES, type GroupAudience, type MessageAudience } from '@domain/staff-messages';
import { errorMessage } from '@web/lib/api';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { projectsQuery } from '@web/features/staff/projects';
import { useProgrammeOptions } from './api/get-programmes';

const GROUP_TYPES = ['camp', 'project', 'programme'] as const;

/**
 * A group's fields start empty when its type is chosen, so nothing of another
 * type's choice is sent; the schema refuses the empty camp until one is picked.
 */
export const EMPTY_AUDIENCE: Record<GroupAudience['type'], MessageAudience> = {
  camp: { type: 'camp', camp: '' as (typeof CAMPS)[number] },
  project: { type: 'project', projectId: '' },
  programme: { type: 'programme', programmeId: '' },
};

interface AudienceFieldsProps {
  audience: MessageAudience;
  register: UseFormRegister<ComposeStaffMessageInput>;
  setValue: UseFormSetValue<ComposeStaffMessageInput>;
  errors: FieldErrors<ComposeStaffMessageInput>;
}

/** Who a group message goes to: a camp, a project's enrolees, or a programme's applicants (optionally by status). */
export function AudienceFields({ audience, register, setValue, errors }: AudienceFieldsProps) {
  const { t, i18n } = useTranslation('staff-messages');
  const projects = useQuery({
    ...projectsQuery({ page: 1, pageSize: 100, status: 'active' }),
    enabled: audience.type === 'project',
  });
  const programmes = useProgrammeOptions(audience.type === 'programme', i18n.language);
  const audienceErrors = errors.audience as Record<string, { message?: string } | undefined> | undefined;
  const options = audience.type === 'project' ? projects : audience.type === 'programme' ? programmes : null;

  return (
    <>
      <FormField label={t('compose.audience')} error={audienceErrors?.type?.message}>
        <Select
          value={audience.type}
          onChange={(event) =>
            setValue('audience', EMPTY_AUDIENCE[event.target.value as GroupAudience['type']], { shouldValidate: false })
          }
        >
          {GROUP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`compose.audiences.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {audience.type === 'camp' && (
        <FormField label={t('compose.camp')} error={audienceErrors?.camp?.message}>
          <Select {...register('audience.camp')}>
            <option value="">{t('compose.choose')}</option>
            {CAMPS.map((camp) => (
              <option key={camp} value={camp}>
                {t(`compose.camps.${camp}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {audience.type === 'project' && (
        <FormField label={t('compose.project')} error={audienceErrors?.projectId?.message}>
          <Select {...register('audience.projectId')}>
            <option value="">{t('compose.choose')}</option>
            {projects.data?.items.map((project) => (
              <option key={project.id} value={project.id}>
                {project.code} · {project.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {audience.type === 'programme' && (
        <>
          <FormField label={t('compose.programme')} error={audienceErrors?.programmeId?.message}>
            <Select {...register('audience.programmeId')}>
              <option value="">{t('compose.choose')}</option>
              {programmes.data?.map((programme) => (
                <option key={programme.id} value={programme.id}>
                  {programme.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('compose.statuses')}>
            <Select
              value={audience.statuses?.[0] ?? 'all'}
              onChange={(event) =>
                setValue('audience', {
                  ...audience,
                  statuses: event.target.value === 'all' ? undefined : [event.target.value as never],
                })
              }
            >
              <option value="all">{t('compose.statusOptions.all')}</option>
              {PROGRAMME_AUDIENCE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`compose.statusOptions.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </>
      )}
      {options?.isError && (
        <p className="text-sm text-destructive">
          {t('compose.optionsFailed', { message: errorMessage(options.error) })}
        </p>
      )}
    </>
  );
}
