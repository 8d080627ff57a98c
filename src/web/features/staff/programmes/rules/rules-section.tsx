import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ELIGIBILITY_RULE_KINDS,
  MAX_ELIGIBILITY_RULES,
  type EligibilityRule,
  type EligibilityRuleKind,
} from '@domain/programmes/eligibility-rules';
import { Button } from '@web/ui/button';
import { Select } from '@web/ui/select';
import { useProgrammes } from '../api/get-programmes';
import { DesignMessage } from '../designer/design-message';
import { DesignSection } from '../designer/design-section';
import type { DesignErrors } from '../designer/design-draft';
import { RuleEditor } from './rule-editor';
import { newRule } from './rule-edits';

/** Who may apply, as rules the server checks for every applicant. */
export function RulesSection({
  rules,
  programmeId,
  errors,
  onChange,
}: {
  rules: EligibilityRule[];
  /** The programme being edited: "not enrolled in this programme recently" is a rule worth offering. */
  programmeId?: string;
  errors: DesignErrors;
  onChange: (rules: EligibilityRule[]) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  const kindId = useId();
  const [kind, setKind] = useState<EligibilityRuleKind>('age');
  const programmes = useProgrammes(undefined, 1, 100);
  const choices = (programmes.data?.items ?? []).map(({ id, name }) => ({
    id,
    name: id === programmeId ? t('rules.thisProgramme', { name }) : name,
  }));
  return (
    <DesignSection title={t('rules.title')} description={t('rules.description')}>
      {rules.length === 0 && <p className="text-sm text-muted-foreground">{t('rules.none')}</p>}
      {errors.rules && (
        <p className="text-sm text-destructive">
          <DesignMessage message={errors.rules} />
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {rules.map((rule, index) => (
          <li key={index} className="rounded-md border border-border p-4">
            <RuleEditor
              rule={rule}
              number={index + 1}
              path={`rules.${index}`}
              errors={errors}
              programmes={choices}
              onChange={(next) => onChange(rules.map((current, at) => (at === index ? next : current)))}
              onRemove={() => onChange(rules.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-56 flex-col gap-1.5">
          <label htmlFor={kindId} className="text-sm font-medium">
            {t('rules.newKind')}
          </label>
          <Select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as EligibilityRuleKind)}>
            {ELIGIBILITY_RULE_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`rules.kinds.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          disabled={rules.length >= MAX_ELIGIBILITY_RULES}
          onClick={() => onChange([...rules, newRule(kind)])}
        >
          <Plus aria-hidden="true" />
          {t('rules.add')}
        </Button>
      </div>
    </DesignSection>
  );
}
