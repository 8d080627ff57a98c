import type { TFunction } from 'i18next';
import type { LocalizedLabel, ProgrammeQuestion } from '@domain/programmes/programme-design';
import type { ScoringBand, ScoringCriterion } from '@domain/programmes/scoring-formula';
import { formatNumber } from '@web/lib/format';
import { localeOf } from '@web/lib/languages';

/*
 * A formula read aloud, the way the spec writes the priority score: "Household income below 5,000 gives 25".
 * Staff check a formula by reading these sentences, not the band tables.
 */

/** The namespaces the sentences read their words from. */
export const SENTENCE_NAMESPACES = ['staff-programmes', 'staff-record', 'staff-registry'] as const;

function questionOf(criterion: Pick<ScoringCriterion, 'questionId'>, questions: readonly ProgrammeQuestion[]) {
  return questions.find((question) => question.id === criterion.questionId);
}

/** A label in the reader's language, English when it has none there. */
function localized(label: LocalizedLabel, language: string): string {
  return label[language as keyof LocalizedLabel] ?? label.en;
}

export function criterionFieldLabel(
  t: TFunction,
  language: string,
  criterion: Pick<ScoringCriterion, 'field' | 'questionId'>,
  questions: readonly ProgrammeQuestion[],
): string {
  if (criterion.field !== 'question') return t(`staff-programmes:formula.fields.${criterion.field}`);
  const question = questionOf(criterion, questions);
  return question
    ? t('staff-programmes:formula.questionField', { label: localized(question.label, language) })
    : t('staff-programmes:formula.fields.question');
}

/** The label of one value a list band picks ("Unemployed", "Kakuma", an answer's label). */
export function bandValueLabel(
  t: TFunction,
  language: string,
  criterion: Pick<ScoringCriterion, 'field' | 'questionId'>,
  value: string,
  questions: readonly ProgrammeQuestion[],
): string {
  switch (criterion.field) {
    case 'employment_status':
      return t(`staff-record:employmentStatuses.${value}`, { defaultValue: value });
    case 'previous_assistance':
      return t(`staff-programmes:formula.yesNo.${value}`, { defaultValue: value });
    case 'gender':
      return t(`staff-registry:genders.${value}`, { defaultValue: value });
    case 'camp':
      return t(`staff-registry:camps.${value}`, { defaultValue: value });
    case 'nationality':
      return t(`staff-registry:nationalities.${value}`, { defaultValue: value });
    case 'question': {
      const question = questionOf(criterion, questions);
      if (question?.kind === 'yes_no') return t(`staff-programmes:formula.yesNo.${value}`, { defaultValue: value });
      const option = question?.options.find((candidate) => candidate.value === value);
      return option ? localized(option.label, language) : value;
    }
    default:
      return value;
  }
}

/** One band as a sentence: "Household income below 5,000 gives 25". */
export function bandSentence(
  t: TFunction,
  language: string,
  criterion: Pick<ScoringCriterion, 'field' | 'questionId'>,
  band: ScoringBand,
  questions: readonly ProgrammeQuestion[],
): string {
  const field = criterionFieldLabel(t, language, criterion, questions);
  const points = formatNumber(band.points, language);
  if (band.op === 'in') {
    const labels = band.values.map((value) => bandValueLabel(t, language, criterion, value, questions));
    const values = new Intl.ListFormat(localeOf(language), { type: 'disjunction' }).format(labels);
    return t('staff-programmes:formula.sentence.in', { field, values, points });
  }
  const value = Number.isFinite(band.value) ? formatNumber(band.value, language) : '…';
  return t(`staff-programmes:formula.sentence.${band.op}`, { field, value, points });
}

/** Every band of a criterion, in the order they are tried, and the weight when it is not 1. */
export function criterionSentences(
  t: TFunction,
  language: string,
  criterion: ScoringCriterion,
  questions: readonly ProgrammeQuestion[],
): string[] {
  const sentences = criterion.bands.map((band) => bandSentence(t, language, criterion, band, questions));
  if (criterion.weight !== 1) {
    sentences.push(t('staff-programmes:formula.sentence.weight', { weight: formatNumber(criterion.weight, language) }));
  }
  return sentences;
}
