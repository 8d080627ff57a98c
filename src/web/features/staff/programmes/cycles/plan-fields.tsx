import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type DocumentType } from '@domain/documents';
import type { EntitlementPlan, TrancheCondition } from '@domain/programmes/cycles-plan';
import { ENTITLEMENT_KINDS, MAX_TRANCHES } from '@domain/programmes/cycles-plan';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';

/*
 * The entitlement plan of a new cycle: its kind and amounts, and for tranches each part's share and the one
 * condition it waits on (the server accepts up to three; the form offers the common case of one).
 */

type Tranche = Extract<EntitlementPlan, { kind: 'tranches' }>['tranches'][number];
const CONDITION_CHOICES = ['none', 'document_verified', 'attendance_at_least', 'verification_visit'] as const;
type ConditionChoice = (typeof CONDITION_CHOICES)[number];

/** A new plan of a kind: the shape to fill in, with no amount (0 shows as an empty field the officer must fill). */
export function startingPlan(kind: EntitlementPlan['kind']): EntitlementPlan {
  if (kind === 'fixed_monthly') return { kind, amount: 0, months: 0 };
  if (kind === 'per_session') return { kind, amountPerSession: 0 };
  return {
    kind,
    total: 0,
    tranches: [
      { share: 40, conditions: [{ kind: 'document_verified', documentType: 'other' }] },
      { share: 40, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
      { share: 20, conditions: [{ kind: 'verification_visit' }] },
    ],
  };
}

function conditionOf(choice: ConditionChoice): TrancheCondition[] {
  if (choice === 'document_verified') return [{ kind: choice, documentType: 'other' }];
  if (choice === 'attendance_at_least') return [{ kind: choice, percent: 80 }];
  if (choice === 'verification_visit') return [{ kind: choice }];
  return [];
}

const whole = (value: string) => (value === '' ? 0 : Math.trunc(Number(value)));

function TrancheRow({
  tranche,
  index,
  onChange,
}: {
  tranche: Tranche;
  index: number;
  onChange: (next: Tranche) => void;
}) {
  const { t } = useTranslation('staff-cycles');
  const condition = tranche.conditions[0];
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{t('plan.trancheNumber', { number: index + 1 })}</legend>
      <FormField label={t('plan.share')}>
        <Input
          type="number"
          min={1}
          max={100}
          value={tranche.share}
          onChange={(e) => onChange({ ...tranche, share: whole(e.target.value) })}
        />
      </FormField>
      <FormField label={t('plan.condition')}>
        <Select
          value={condition?.kind ?? 'none'}
          onChange={(e) => onChange({ ...tranche, conditions: conditionOf(e.target.value as ConditionChoice) })}
        >
          {CONDITION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`conditions.${choice}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {condition?.kind === 'document_verified' && (
        <FormField label={t('plan.documentType')}>
          <Select
            value={condition.documentType}
            onChange={(e) =>
              onChange({ ...tranche, conditions: [{ ...condition, documentType: e.target.value as DocumentType }] })
            }
          >
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documents.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {condition?.kind === 'attendance_at_least' && (
        <FormField label={t('plan.percent')}>
          <Input
            type="number"
            min={1}
            max={100}
            value={condition.percent}
            onChange={(e) => onChange({ ...tranche, conditions: [{ ...condition, percent: whole(e.target.value) }] })}
          />
        </FormField>
      )}
    </fieldset>
  );
}

export function PlanFields({ plan, onChange }: { plan: EntitlementPlan; onChange: (plan: EntitlementPlan) => void }) {
  const { t } = useTranslation('staff-cycles');
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t('plan.kind')}>
        <Select value={plan.kind} onChange={(e) => onChange(startingPlan(e.target.value as EntitlementPlan['kind']))}>
          {ENTITLEMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {plan.kind === 'fixed_monthly' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('plan.amountMonthly')}>
            <Input
              type="number"
              min={1}
              value={plan.amount || ''}
              onChange={(e) => onChange({ ...plan, amount: whole(e.target.value) })}
            />
          </FormField>
          <FormField label={t('plan.months')}>
            <Input
              type="number"
              min={1}
              value={plan.months || ''}
              onChange={(e) => onChange({ ...plan, months: whole(e.target.value) })}
            />
          </FormField>
        </div>
      )}
      {plan.kind === 'per_session' && (
        <FormField label={t('plan.amountPerSession')}>
          <Input
            type="number"
            min={1}
            value={plan.amountPerSession || ''}
            onChange={(e) => onChange({ ...plan, amountPerSession: whole(e.target.value) })}
          />
        </FormField>
      )}
      {plan.kind === 'tranches' && (
        <>
          <FormField label={t('plan.total')} hint={t('plan.sharesHint')}>
            <Input
              type="number"
              min={1}
              value={plan.total || ''}
              onChange={(e) => onChange({ ...plan, total: whole(e.target.value) })}
            />
          </FormField>
          {plan.tranches.map((tranche, index) => (
            <TrancheRow
              key={index}
              tranche={tranche}
              index={index}
              onChange={(next) =>
                onChange({ ...plan, tranches: plan.tranches.map((old, at) => (at === index ? next : old)) })
              }
            />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={plan.tranches.length >= MAX_TRANCHES}
              onClick={() => onChange({ ...plan, tranches: [...plan.tranches, { share: 0, conditions: [] }] })}
            >
              {t('plan.addTranche')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={plan.tranches.length <= 1}
              onClick={() => onChange({ ...plan, tranches: plan.tranches.slice(0, -1) })}
            >
              {t('plan.removeTranche')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
