import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoringFormulaSchema, type ScoringFormula } from '@domain/programmes/scoring-formula';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Spinner } from '@web/ui/spinner';
import { useChangeProgrammeFormula } from '../api/change-programme-formula';
import type { StaffProgramme } from '../api/programme-keys';
import { errorsFromServer, type DesignErrors } from '../designer/design-draft';
import { FormulaEditor } from '../formula/formula-editor';

function formulaErrors(formula: ScoringFormula): DesignErrors | null {
  const result = scoringFormulaSchema.safeParse(formula);
  if (result.success) return null;
  const errors: DesignErrors = {};
  for (const issue of result.error.issues) {
    errors[['formula', ...issue.path].join('.')] ??= /^[a-z]+:[\w.]+$/.test(issue.message)
      ? issue.message
      : 'validation:invalidInput';
  }
  return errors;
}

function FormulaForm({ programme, onDone }: { programme: StaffProgramme; onDone: () => void }) {
  const { t } = useTranslation('staff-programmes');
  const change = useChangeProgrammeFormula();
  const [formula, setFormula] = useState<ScoringFormula>(() => structuredClone(programme.formula.formula));
  const [errors, setErrors] = useState<DesignErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setFailure(null);
    const invalid = formulaErrors(formula);
    if (invalid) {
      setErrors(invalid);
      setFailure(t('designer.fixErrors', { count: Object.keys(invalid).length }));
      return;
    }
    try {
      const saved = await change.mutateAsync({ programmeId: programme.id, formula });
      toast.success(t('page.formula.saved', { version: saved.formula.version }));
      onDone();
    } catch (error) {
      setErrors(errorsFromServer(error));
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <FormulaEditor formula={formula} questions={programme.questions} errors={errors} onChange={setFormula} />
      {/* Said before saving: a new version scores every open application again, and rankings may change. */}
      <Alert tone="warning">{t('page.formula.rescoreWarning', { version: programme.formula.version + 1 })}</Alert>
      {failure && <Alert tone="error">{failure}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={change.isPending}>
            {t('page.keep')}
          </Button>
        </DialogClose>
        <Button disabled={change.isPending} onClick={() => void save()}>
          {change.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t('page.formula.saveAndRescore')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** A new formula version, edited from the one in use. */
export function ChangeFormulaDialog({
  programme,
  open,
  onOpenChange,
}: {
  programme: StaffProgramme;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogTitle>{t('page.formula.changeTitle')}</DialogTitle>
        <DialogDescription>{t('page.formula.changeDescription')}</DialogDescription>
        {open && <FormulaForm programme={programme} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
