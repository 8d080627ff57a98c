import {
  programmeCreateSchema,
  programmeInputSchema,
  type ProgrammeInput,
  type ProgrammeText,
} from '@domain/programmes/programme-design';
import { SPEC_PRIORITY_FORMULA, type ScoringFormula } from '@domain/programmes/scoring-formula';
import { ApiError } from '@web/lib/api';
import type { StaffProgramme } from '../api/programme-keys';

/** Everything the designer edits: a new programme carries its first formula too. */
export type ProgrammeDraft = ProgrammeInput & { formula: ScoringFormula };

/** What is sent: the design, and for a new programme its first formula. */
export type ProgrammeValues = ProgrammeInput & { formula?: ScoringFormula };

/** Field messages by dotted path ("content.en.name", "quotas.0.maxPlaces"), as the server names them too. */
export type DesignErrors = Record<string, string>;

export const EMPTY_TEXT: ProgrammeText = { name: '', description: '', amount: '', duration: '', eligibility: [] };

export function emptyDraft(): ProgrammeDraft {
  return {
    kind: 'cash_transfer',
    content: { en: { ...EMPTY_TEXT } },
    opensOn: null,
    closesOn: null,
    places: null,
    quotas: [],
    onePlacePerHousehold: false,
    requiredDocumentTypes: [],
    questions: [],
    rules: [],
    projectIds: [],
    formula: structuredClone(SPEC_PRIORITY_FORMULA),
  };
}

export function draftOf(programme: StaffProgramme): ProgrammeDraft {
  return {
    kind: programme.kind,
    content: structuredClone(programme.content),
    opensOn: programme.opensOn,
    closesOn: programme.closesOn,
    places: programme.places,
    quotas: structuredClone(programme.quotas),
    onePlacePerHousehold: programme.onePlacePerHousehold,
    requiredDocumentTypes: [...programme.requiredDocumentTypes],
    questions: structuredClone(programme.questions),
    rules: structuredClone(programme.rules),
    projectIds: programme.projects.map((project) => project.id),
    formula: structuredClone(programme.formula.formula),
  };
}

function isBlank(text: ProgrammeText): boolean {
  return (
    !text.name.trim() &&
    !text.description.trim() &&
    !text.amount.trim() &&
    !text.duration.trim() &&
    text.eligibility.length === 0
  );
}

/** A translation nobody started is left out (the programme then shows in English), not sent half empty. */
export function withoutBlankTranslations(draft: ProgrammeDraft): ProgrammeDraft {
  if (!draft.content.sw || !isBlank(draft.content.sw)) return draft;
  return { ...draft, content: { en: draft.content.en } };
}

/** Schema messages are translation keys; zod's own English texts (a number left empty) get a general one. */
function messageKey(message: string): string {
  return /^[a-z]+:[\w.]+$/.test(message) ? message : 'validation:invalidInput';
}

/**
 * Checks the draft with the server's own schema before sending it. A new programme is checked with its
 * formula; an existing one without (its formula changes on its own, as a new version).
 */
export function checkDraft(
  draft: ProgrammeDraft,
  isNew: boolean,
): { ok: true; values: ProgrammeValues } | { ok: false; errors: DesignErrors } {
  const cleaned = withoutBlankTranslations(draft);
  const { formula: _formula, ...input } = cleaned;
  const result = isNew ? programmeCreateSchema.safeParse(cleaned) : programmeInputSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: DesignErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= messageKey(issue.message);
  }
  return { ok: false, errors };
}

/** The server's field errors (400 `errors: [{path, message}]`), keyed like the designer's own. */
export function errorsFromServer(error: unknown): DesignErrors {
  const errors: DesignErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.fieldErrors) errors[path.replace(/^body\./, '')] ??= message;
  return errors;
}

/** The errors under one part of the design ("quotas.0"), for a section to show it has some. */
export function errorsUnder(errors: DesignErrors, prefix: string): string[] {
  return Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}
