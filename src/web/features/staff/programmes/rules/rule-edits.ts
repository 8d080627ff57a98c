import type { TFunction } from 'i18next';
import type { EligibilityRule, EligibilityRuleKind } from '@domain/programmes/eligibility-rules';
import { documentTypeLabelOption } from '@domain/documents';
import { formatNumber } from '@web/lib/format';
import { localeOf } from '@web/lib/languages';

/** A new rule of a kind, hard by default, with values a person then adjusts (lists start empty). */
export function newRule(kind: EligibilityRuleKind): EligibilityRule {
  switch (kind) {
    case 'age':
      return { kind, hard: true, min: 18 };
    case 'camp':
      return { kind, hard: true, camps: [] };
    case 'nationality':
      return { kind, hard: true, nationalities: [] };
    case 'gender':
      return { kind, hard: true, genders: [] };
    case 'household_size':
      return { kind, hard: true, min: 1 };
    case 'income_per_person_below':
      return { kind, hard: true, amount: 1_000 };
    case 'vulnerability_at_least':
      return { kind, hard: true, score: 3 };
    case 'verified_document':
      return { kind, hard: true, documentType: 'refugee_card' };
    case 'not_enrolled_recently':
      return { kind, hard: true, programmeId: '', months: 12 };
    case 'registered':
      return { kind, hard: true };
  }
}

function list(language: string, labels: string[]): string {
  return new Intl.ListFormat(localeOf(language), { type: 'disjunction' }).format(labels);
}

/** "min to max", "at least min", "at most max", or "any" when neither bound is set. */
function range(t: TFunction, language: string, min: number | undefined, max: number | undefined): string {
  const from = min === undefined ? undefined : formatNumber(min, language);
  const to = max === undefined ? undefined : formatNumber(max, language);
  if (from && to) return t('staff-programmes:rules.range.between', { min: from, max: to });
  if (from) return t('staff-programmes:rules.range.atLeast', { min: from });
  if (to) return t('staff-programmes:rules.range.atMost', { max: to });
  return t('staff-programmes:rules.range.any');
}

/**
 * A rule as staff read it back: "Age 18 to 35", "Lives in Kakuma or Kalobeyei". `programmeName` names the
 * programme a "not enrolled recently" rule refers to.
 */
export function ruleSentence(
  t: TFunction,
  language: string,
  rule: EligibilityRule,
  programmeName: (programmeId: string) => string = (id) => id,
): string {
  const key = `staff-programmes:rules.sentence.${rule.kind}`;
  switch (rule.kind) {
    case 'age':
    case 'household_size':
      return t(key, { range: range(t, language, rule.min, rule.max) });
    case 'camp':
      return t(key, {
        values: list(
          language,
          rule.camps.map((camp) => t(`staff-registry:camps.${camp}`)),
        ),
      });
    case 'nationality':
      return t(key, {
        values: list(
          language,
          rule.nationalities.map((value) => t(`staff-registry:nationalities.${value}`)),
        ),
      });
    case 'gender':
      return t(key, {
        values: list(
          language,
          rule.genders.map((value) => t(`staff-registry:genders.${value}`)),
        ),
      });
    case 'income_per_person_below':
      return t(key, { amount: formatNumber(rule.amount, language) });
    case 'vulnerability_at_least':
      return t(key, { score: formatNumber(rule.score, language) });
    case 'verified_document':
      return t(key, {
        document: t(`documents:types.${documentTypeLabelOption(rule.documentType) ?? 'other'}`),
      });
    case 'not_enrolled_recently':
      return t(key, { programme: programmeName(rule.programmeId), count: rule.months });
    case 'registered':
      return t(key);
  }
}

export const RULE_SENTENCE_NAMESPACES = ['staff-programmes', 'staff-registry', 'documents'] as const;
