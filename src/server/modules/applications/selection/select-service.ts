import type { CurrentUser } from '@domain/me';
import type { SelectionResult, SelectOneInput, SelectTopInput } from '@domain/programmes/programme-selection';
import { chooseSelection } from '@domain/programmes/selection';
import { requirePortal } from '@server/auth/guards';
import { programmeInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { notifyBeneficiary } from '@server/modules/notifications';
import { BENEFICIARY_TARGET } from '@server/modules/people';
import { requireProgrammeDesign } from '@server/modules/programmes';
import { approveAndEnrol, requireEnrollingProject } from '../staff/approval';
import { lockProgramme, type ProgrammeRow } from './queries';
import { loadRanking, type Ranking, type RankedEntry } from './ranking';
import { programmeNotFound } from './ranking-service';

/** Selection gives places: a draft is not offered yet, and a closed programme takes no one more. */
const SELECTING = new Set(['open', 'paused']);

interface Selecting {
  tx: Database;
  staff: CurrentUser;
  programme: ProgrammeRow;
  ranking: Ranking;
  projectId: string;
}

/**
 * Locks the programme, so two officers selecting at once are served one after the other, and refuses the
 * second when the places it saw have changed meanwhile: they look at the new ranking before choosing again.
 */
async function selectInProgramme(
  db: Database,
  user: CurrentUser | null,
  programmeId: string,
  input: { projectId: string; selectedCount: number },
  choose: (selecting: Omit<Selecting, 'projectId'>) => {
    chosen: string[];
    unmetQuotas: SelectionResult['unmetQuotas'];
  },
): Promise<SelectionResult> {
  const staff = requireProgrammeDesign(requirePortal(user, 'staff'));
  return db.transaction(async (tx) => {
    const scope = staffScope(staff);
    const programme = await lockProgramme(tx, programmeId, programmeInScope(scope));
    if (!programme) throw programmeNotFound();
    if (!SELECTING.has(programme.status)) throw new AppError('conflict', 'errors:selection.programmeNotSelecting');
    const project = await requireEnrollingProject(tx, scope, programme.id, input.projectId);
    const ranking = await loadRanking(tx, programme);
    if (ranking.selected.length !== input.selectedCount) throw new AppError('conflict', 'errors:selection.changed');
    const { chosen, unmetQuotas } = choose({ tx, staff, programme, ranking });
    const byId = new Map(ranking.waiting.map((entry) => [entry.applicationId, entry]));
    const now = new Date();
    const selected: RankedEntry[] = chosen.map((id) => byId.get(id)!);
    for (const entry of selected) {
      await approveAndEnrol(tx, {
        application: { id: entry.applicationId, beneficiaryId: entry.beneficiaryId },
        project,
        staffId: staff.id,
        extra: { selectedAt: now, selectedBy: staff.id, reviewedBy: staff.id, reviewedAt: now },
      });
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'application.selected',
        targetType: BENEFICIARY_TARGET,
        targetId: entry.beneficiaryId,
        details: {
          applicationId: entry.applicationId,
          programmeId: programme.id,
          projectId: project.id,
          score: entry.score,
        },
      });
      await notifyBeneficiary(tx, {
        beneficiaryId: entry.beneficiaryId,
        kind: 'application_selected',
        params: { programmeId: programme.id },
      });
    }
    return {
      selected: selected.map((entry) => ({ applicationId: entry.applicationId, name: entry.name })),
      unmetQuotas,
    };
  });
}

/** "Select the top N": the best-ranked eligible applicants, within the places and quotas. */
export function selectTop(db: Database, user: CurrentUser | null, programmeId: string, input: SelectTopInput) {
  return selectInProgramme(db, user, programmeId, input, ({ programme, ranking }) =>
    chooseSelection({
      candidates: ranking.waiting.map((entry) => entry.candidate),
      selected: ranking.selected,
      places: programme.places,
      quotas: programme.quotas,
      onePlacePerHousehold: programme.onePlacePerHousehold,
      count: input.count,
    }),
  );
}

/**
 * "Select this person", e.g. the one offered after a withdrawal. They must be waiting (eligible, open, not
 * selected) and fit: a free place, no quota ceiling or household already taken, and no place a minimum
 * still needs for the other applicants in its group.
 */
export function selectOne(db: Database, user: CurrentUser | null, programmeId: string, input: SelectOneInput) {
  return selectInProgramme(db, user, programmeId, input, ({ programme, ranking }) => {
    const named = ranking.waiting.find((entry) => entry.applicationId === input.applicationId);
    if (!named) throw new AppError('conflict', 'errors:selection.notWaiting');
    // The named person goes first and the others stay in the list, so the quota minimums still count
    // the applicants who could fill them: if the rules pass the named person over, they do not fit.
    const outcome = chooseSelection({
      candidates: ranking.waiting.map((entry) =>
        entry === named ? { ...entry.candidate, score: Number.POSITIVE_INFINITY } : entry.candidate,
      ),
      selected: ranking.selected,
      places: programme.places,
      quotas: programme.quotas,
      onePlacePerHousehold: programme.onePlacePerHousehold,
      count: 1,
    });
    if (outcome.chosen[0] !== named.applicationId) throw new AppError('conflict', 'errors:selection.doesNotFit');
    return outcome;
  });
}
