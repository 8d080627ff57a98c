import { nairobiToday } from '@domain/kenya-day';
import { normalizePhone } from '@domain/phone';
import { applicationDataOf, type ApplicationData, type ApplicationForm } from '@domain/programme-application';
import { answerIssues, documentIssues, keptAnswers } from '@domain/programmes/application-answers';
import { evaluateEligibility } from '@domain/programmes/eligibility';
import { reasonKey } from '@domain/programmes/eligibility-reasons';
import type { Eligibility, EligibilityFacts } from '@domain/programmes/eligibility-rules';
import { applicationTypeOfKind, isOffered } from '@domain/programmes/programme-design';
import { scoreWith } from '@domain/programmes/scoring';
import { SPEC_PRIORITY_FORMULA, type ScoreBreakdown } from '@domain/programmes/scoring-formula';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import { loadEligibilityFacts, referenceDateOf, scoringInputOf } from '@server/modules/programmes';
import { attachDocuments, findOwnDocuments, type OwnDocument } from './document-queries';
import { findCurrentFormula, findProgramme, type ProgrammeRow } from './programme-queries';
import { recordScore, type NewApplication } from './queries';

/*
 * A submission, judged before anything is written: the programme must be taking applications, the person
 * must meet its hard rules (advisory ones only inform the reviewer), the answers must fit its questions and
 * the chosen documents, the applicant's own, must cover its required types. It is then scored with the
 * programme's current formula; the score, the formula and the verdict are stored with the application.
 */

export interface PreparedSubmission {
  values: Partial<NewApplication>;
  documents: Pick<OwnDocument, 'id' | 'documentType'>[];
  /** The formula the score was given with; null for a programme that has none (the spec's score is used). */
  formulaId: string | null;
}

export async function requireProgramme(db: Database, programId: string): Promise<ProgrammeRow> {
  const programme = await findProgramme(db, programId);
  if (programme) return programme;
  throw new AppError('validation', 'errors:programmeNotFound', {
    fields: [{ path: 'programId', message: 'errors:programmeNotFound' }],
  });
}

/** Draft or submission: only while the programme is open and today is within its window. */
export function requireOffered(programme: ProgrammeRow, today: string = nairobiToday()): void {
  if (!isOffered(programme, today)) throw new AppError('conflict', 'errors:programmes.notOpen');
}

/**
 * Refused with every hard rule not met, each as `eligibility.<rule index>` with the reason's key and values
 * (the same sentence the programme list shows), so the applicant reads why rather than a bare "no".
 */
function requireEligible(eligibility: Eligibility): void {
  if (eligibility.eligible) return;
  const fields: FieldIssue[] = eligibility.results.flatMap((result, index) => {
    if (!result.hard || result.outcome === 'pass') return [];
    const reason = reasonKey(result);
    return [{ path: `eligibility.${index}`, message: reason.key, params: reason.values }];
  });
  throw new AppError('conflict', 'errors:programmes.notEligible', { fields });
}

function phoneIssues(data: ApplicationData): FieldIssue[] {
  const issues: FieldIssue[] = [];
  data.references = data.references.map((reference, index) => {
    const phone = normalizePhone(reference.phone);
    if (!phone) issues.push({ path: `references.${index}.phone`, message: 'validation:referencePhoneInvalid' });
    return { ...reference, phone: phone ?? reference.phone };
  });
  return issues;
}

/** The chosen documents that are the person's and not rejected; a problem at `documentIds.<i>` for the others. */
async function chosenDocuments(db: Database, beneficiaryId: string, documentIds: readonly string[]) {
  const own = new Map((await findOwnDocuments(db, beneficiaryId, documentIds)).map((row) => [row.id, row]));
  const issues: FieldIssue[] = [];
  const chosen = new Map<string, OwnDocument>();
  documentIds.forEach((id, index) => {
    const document = own.get(id);
    if (!document) issues.push({ path: `documentIds.${index}`, message: 'validation:programmes.documentNotYours' });
    else if (document.status === 'rejected')
      issues.push({ path: `documentIds.${index}`, message: 'validation:programmes.documentRejected' });
    else chosen.set(id, document);
  });
  return { chosen: [...chosen.values()], issues };
}

async function factsOf(db: Database, beneficiaryId: string): Promise<EligibilityFacts> {
  const facts = (await loadEligibilityFacts(db, [beneficiaryId])).get(beneficiaryId);
  // loadOwnBeneficiary has just read or created the record: a person without one cannot reach this point.
  if (!facts) throw new Error('The applicant has no beneficiary record');
  return facts;
}

export async function prepareSubmission(
  db: Database,
  beneficiaryId: string,
  form: ApplicationForm,
): Promise<PreparedSubmission> {
  const programme = await requireProgramme(db, form.programId);
  const today = nairobiToday();
  requireOffered(programme, today);
  const referenceDate = referenceDateOf(programme, today);
  const facts = await factsOf(db, beneficiaryId);
  const eligibility = evaluateEligibility(programme.eligibilityRules, facts, { referenceDate });
  requireEligible(eligibility);

  const data = applicationDataOf(form);
  const documents = await chosenDocuments(db, beneficiaryId, form.documentIds ?? []);
  const issues = [
    ...answerIssues(programme.questions, form.answers),
    ...phoneIssues(data),
    ...documents.issues,
    ...documentIssues(programme.requiredDocumentTypes, documents.chosen),
  ];
  if (issues.length > 0) throw new AppError('validation', issues[0]!.message, { fields: issues });

  // A programme without questions or documents stores the form exactly as before they existed.
  const answers = keptAnswers(programme.questions, form.answers);
  delete data.answers;
  delete data.documentIds;
  if (Object.keys(answers).length > 0) data.answers = answers;
  if (documents.chosen.length > 0) data.documentIds = documents.chosen.map((document) => document.id);

  const current = await findCurrentFormula(db, programme);
  const { score, breakdown } = scoreWith(
    current?.formula ?? SPEC_PRIORITY_FORMULA,
    scoringInputOf(data, facts, referenceDate),
  );
  return {
    values: {
      programId: programme.id,
      programType: applicationTypeOfKind(programme.kind),
      status: 'submitted',
      applicationData: data,
      draftStep: null,
      completionPercentage: 100,
      priorityScore: score,
      formulaId: current?.id ?? null,
      scoreBreakdown: breakdown,
      eligibility,
      eligible: eligibility.eligible,
      applicationDate: new Date(),
    },
    documents: documents.chosen,
    formulaId: current?.id ?? null,
  };
}

/** What a submission writes beside the application row: its documents and the first line of its score history. */
export async function storeSubmissionExtras(
  tx: Database,
  applicationId: string,
  submission: PreparedSubmission,
): Promise<void> {
  await attachDocuments(tx, applicationId, submission.documents);
  if (submission.formulaId === null) return;
  await recordScore(tx, {
    applicationId,
    formulaId: submission.formulaId,
    score: submission.values.priorityScore ?? 0,
    breakdown: (submission.values.scoreBreakdown ?? null) as ScoreBreakdown | null,
  });
}
