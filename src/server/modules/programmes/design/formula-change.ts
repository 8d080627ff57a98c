import type { CurrentUser } from '@domain/me';
import type { StaffProgramme } from '@domain/programmes/programme-views';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { lockChangeable, refuseInvalid } from './changes';
import { unknownFormulaQuestions } from './design-checks';
import { requireProgrammeDesign } from './permission';
import { insertFormula, latestFormulaVersion, updateProgrammeRow } from './queries';
import { rescoreOpenApplications } from './reassessment';
import { staffProgrammeOf } from './service';

/**
 * A new formula is a new version (the old ones are kept, with the scores they gave), and every application
 * still waiting for a decision is scored with it in the same transaction, so the ranking never mixes two
 * formulas. Decided applications keep the score they were decided on.
 */
export async function changeFormula(
  db: Database,
  actorUser: CurrentUser,
  id: string,
  formula: ScoringFormula,
): Promise<StaffProgramme> {
  const actor = requireProgrammeDesign(actorUser);
  return db.transaction(async (tx) => {
    // The lock also keeps two officers saving at once from writing the same version number.
    const programme = await lockChangeable(tx, actor, id);
    refuseInvalid(unknownFormulaQuestions(formula, programme.questions));
    const version = (await latestFormulaVersion(tx, id)) + 1;
    const formulaId = await insertFormula(tx, { programmeId: id, version, formula, createdBy: actor.id });
    const updated = await updateProgrammeRow(tx, id, { currentFormulaId: formulaId });
    const rescored = await rescoreOpenApplications(tx, updated, { id: formulaId, formula });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'programme.formula_change',
      targetType: 'programme',
      targetId: id,
      details: { version, criteria: formula.criteria.length, rescoredApplications: rescored },
    });
    return staffProgrammeOf(tx, updated);
  });
}
