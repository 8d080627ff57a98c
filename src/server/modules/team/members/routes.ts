import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffAdminChangeSchema,
  staffProgrammeDesignChangeSchema,
  staffSafeguardingChangeSchema,
  staffScopeChangeSchema,
  teamMemberSchema,
  teamSchema,
  type TeamMember,
} from '@domain/staff-team';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import {
  changeStaffStatus,
  listTeam,
  setStaffAdmin,
  setStaffProgrammeDesign,
  setStaffSafeguarding,
  type StaffTransition,
} from './service';
import { setStaffScope } from './scope-service';
import type { TeamMemberWithPlaces } from './service';

function toTeamMember(row: TeamMemberWithPlaces): TeamMember {
  return { ...row, createdAt: row.createdAt.toISOString(), approvedAt: row.approvedAt?.toISOString() ?? null };
}

const params = z.strictObject({ userId: z.string().min(1).max(100) });
const errorResponses = { tags: ['staff team'], security: [{ session: [] }] };

export function staffTeamRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/team',
      {
        schema: {
          ...errorResponses,
          summary: 'Staff accounts, pending approval first (admins only)',
          response: { 200: teamSchema },
        },
      },
      async (request) => ({ items: (await listTeam(db, portalUser(request))).map(toTeamMember) }),
    );

    for (const transition of ['approve', 'deactivate', 'reactivate'] as const satisfies StaffTransition[]) {
      app.post(
        `/api/v1/staff/team/:userId/${transition}`,
        {
          schema: {
            ...errorResponses,
            summary: `${transition} a staff account (admins only)`,
            params,
            response: { 200: teamMemberSchema },
          },
        },
        async (request) =>
          toTeamMember(await changeStaffStatus(db, portalUser(request), request.params.userId, transition)),
      );
    }

    app.put(
      '/api/v1/staff/team/:userId/admin',
      {
        schema: {
          ...errorResponses,
          summary: 'Grant or remove administrator rights (admins only)',
          params,
          body: staffAdminChangeSchema,
          response: { 200: teamMemberSchema },
        },
      },
      async (request) =>
        toTeamMember(await setStaffAdmin(db, portalUser(request), request.params.userId, request.body.isAdmin)),
    );

    app.put(
      '/api/v1/staff/team/:userId/safeguarding',
      {
        schema: {
          ...errorResponses,
          summary:
            'Grant or remove the safeguarding permission: seeing and handling sensitive complaints (admins only, not on oneself)',
          params,
          body: staffSafeguardingChangeSchema,
          response: { 200: teamMemberSchema },
        },
      },
      async (request) =>
        toTeamMember(
          await setStaffSafeguarding(db, portalUser(request), request.params.userId, request.body.safeguarding),
        ),
    );

    app.put(
      '/api/v1/staff/team/:userId/programme-design',
      {
        schema: {
          ...errorResponses,
          summary:
            'Grant or remove the programme design permission: designing programmes and selecting their participants (admins only, not on oneself)',
          params,
          body: staffProgrammeDesignChangeSchema,
          response: { 200: teamMemberSchema },
        },
      },
      async (request) =>
        toTeamMember(
          await setStaffProgrammeDesign(db, portalUser(request), request.params.userId, request.body.programmeDesign),
        ),
    );

    app.put(
      '/api/v1/staff/team/:userId/scope',
      {
        schema: {
          ...errorResponses,
          summary:
            "Set a member's organisation, places and (lead agency only) whole registry: what they may see (admins only; audited)",
          params,
          body: staffScopeChangeSchema,
          response: { 200: teamMemberSchema },
        },
      },
      async (request) =>
        toTeamMember(await setStaffScope(db, portalUser(request), request.params.userId, request.body)),
    );
  };
}
