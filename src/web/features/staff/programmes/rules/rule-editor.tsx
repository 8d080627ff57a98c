import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EligibilityRule } from '@domain/programmes/eligibility-rules';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import type { DesignErrors } from '../designer/design-draft';
import { RuleFields } from './rule-fields';
import { RULE_SENTENCE_NAMESPACES, ruleSentence } from './rule-edits';

/** One rule: what it checks, read back as a sentence, and whether it keeps people out or only advises. */
export function RuleEditor({
  rule,
  number,
  path,
  errors,
  programmes,
  onChange,
  onRemove,
}: {
  rule: EligibilityRule;
  number: number;
  path: string;
  errors: DesignErrors;
  programmes: { id: string; name: string }[];
  onChange: (rule: EligibilityRule) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation(RULE_SENTENCE_NAMESPACES);
  const programmeName = (id: string) =>
    programmes.find((programme) => programme.id === id)?.name ?? t('staff-programmes:rules.fields.chooseProgramme');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold">
        {t('staff-programmes:rules.legend', { number, name: t(`staff-programmes:rules.kinds.${rule.kind}`) })}
        <Badge tone={rule.hard ? 'red' : 'blue'}>
          {t(`staff-programmes:rules.${rule.hard ? 'hard' : 'advisory'}`)}
        </Badge>
      </legend>
      <p className="text-sm" aria-live="polite">
        {ruleSentence(t, i18n.language, rule, programmeName)}
      </p>
      <RuleFields rule={rule} path={path} errors={errors} programmes={programmes} onChange={onChange} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56">
          <FormField label={t('staff-programmes:rules.strength')} error={errors[`${path}.hard`]}>
            <Select
              value={rule.hard ? 'hard' : 'advisory'}
              onChange={(event) => onChange({ ...rule, hard: event.target.value === 'hard' })}
            >
              <option value="hard">{t('staff-programmes:rules.hardHint')}</option>
              <option value="advisory">{t('staff-programmes:rules.advisoryHint')}</option>
            </Select>
          </FormField>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('staff-programmes:rules.remove', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
