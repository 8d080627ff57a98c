import type { DefaultValues } from 'react-hook-form';
import {
  MIN_REFERENCES,
  type ApplicationDetail,
  type ApplicationDraftData,
  type ApplicationForm,
  type WizardStep,
} from '@domain/programme-application';
import { formAnswersOf } from './programme-answers';

export type WizardValues = DefaultValues<ApplicationForm>;

/** Where the wizard opens: a new application (maybe with a programme chosen) or a draft to continue. */
export interface WizardStart {
  draftId: string | null;
  step: WizardStep;
  values: WizardValues;
}

const emptyReference = () => ({ name: '', phone: '', relationship: '' });

function withMinimumReferences(references: { name: string; phone: string; relationship: string }[]) {
  const filled = [...references];
  while (filled.length < MIN_REFERENCES) filled.push(emptyReference());
  return filled;
}

export function newApplication(programId = ''): WizardStart {
  return {
    draftId: null,
    step: 1,
    values: {
      programId,
      reasonForApplication: '',
      previousAssistance: false,
      previousAssistanceDetails: '',
      hasBankAccount: false,
      bankDetails: '',
      hasMobileMoney: false,
      mobileMoneyDetails: '',
      answers: {},
      documentIds: [],
      references: withMinimumReferences([]),
    },
  };
}

export function continueDraft(draft: ApplicationDetail): WizardStart {
  const data = draft.applicationData;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    draftId: draft.id,
    step: draft.draftStep ?? 1,
    values: {
      programId: draft.programId,
      householdIncome: data.householdIncome ?? undefined,
      householdSize: data.householdSize ?? undefined,
      employmentStatus: data.employmentStatus || undefined,
      reasonForApplication: text(data.reasonForApplication),
      previousAssistance: data.previousAssistance ?? false,
      previousAssistanceDetails: text(data.previousAssistanceDetails),
      hasBankAccount: data.hasBankAccount ?? false,
      bankDetails: text(data.bankDetails),
      hasMobileMoney: data.hasMobileMoney ?? false,
      mobileMoneyDetails: text(data.mobileMoneyDetails),
      answers: formAnswersOf(data.answers),
      documentIds: data.documentIds ?? [],
      references: withMinimumReferences(
        (data.references ?? []).map((r) => ({
          name: text(r.name),
          phone: text(r.phone),
          relationship: text(r.relationship),
        })),
      ),
    },
  };
}

/**
 * What a draft stores: whatever was typed so far; an empty number field (NaN) is stored as not given. The
 * programme's answers and documents come ready from the caller, which knows the programme's questions.
 */
export function draftDataOf(
  values: Partial<ApplicationForm>,
  programmeParts: Pick<ApplicationDraftData, 'answers' | 'documentIds'> = {},
): ApplicationDraftData {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    householdIncome: number(values.householdIncome),
    householdSize: number(values.householdSize),
    employmentStatus: values.employmentStatus || null,
    reasonForApplication: values.reasonForApplication ?? '',
    previousAssistance: values.previousAssistance ?? false,
    previousAssistanceDetails: values.previousAssistanceDetails ?? '',
    hasBankAccount: values.hasBankAccount ?? false,
    bankDetails: values.bankDetails ?? '',
    hasMobileMoney: values.hasMobileMoney ?? false,
    mobileMoneyDetails: values.mobileMoneyDetails ?? '',
    ...programmeParts,
    references: (values.references ?? []).map((r) => ({
      name: r.name ?? '',
      phone: r.phone ?? '',
      relationship: r.relationship ?? '',
    })),
  };
}
