import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownSkillsAssessmentSchema,
  savedSkillsAssessmentSchema,
  skillsAssessmentInputSchema,
} from '@domain/skills-assessment';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { loadOwnAssessment, saveOwnAssessment } from './service';

const URL = '/api/v1/beneficiary/skills-assessment';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** Skills Assessment: the person's own self-assessment; it feeds job matching and employer search. */
export function skillsAssessmentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      URL,
      {
        schema: {
          ...tags,
          summary: 'My skills assessment (null until saved)',
          response: { 200: ownSkillsAssessmentSchema },
        },
      },
      async (request) => loadOwnAssessment(db, portalUser(request)),
    );

    app.put(
      URL,
      {
        schema: {
          ...tags,
          summary: 'Save my skills assessment (all of it); the total years of experience are computed',
          body: skillsAssessmentInputSchema,
          response: { 200: savedSkillsAssessmentSchema },
        },
      },
      async (request) => saveOwnAssessment(db, portalUser(request), request.body),
    );
  };
}
