import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_LEVELS, SKILL_LEVELS, skillsAssessmentInputSchema } from '@domain/skills-assessment';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { loadOwnAssessment, saveOwnAssessment } from './service';

const assessmentSchema = z.object({
  skillAreas: z.array(z.object({ area: z.string(), detail: z.string().optional(), level: z.enum(SKILL_LEVELS) })),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  workExperience: z.array(
    z.object({
      title: z.string(),
      employer: z.string().optional(),
      years: z.number(),
      description: z.string().optional(),
    }),
  ),
  experienceYears: z.number(),
  updatedAt: z.string(),
});

const URL = '/api/v1/beneficiary/skills-assessment';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** Skills Assessment: the person's own self-assessment; it feeds job matching and employer search. */
export function skillsAssessmentRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      URL,
      {
        schema: {
          ...tags,
          summary: 'My skills assessment (null until saved)',
          response: { 200: z.object({ assessment: assessmentSchema.nullable() }) },
        },
      },
      async (request) => loadOwnAssessment(db, await loadCurrentUser(request)),
    );

    app.put(
      URL,
      {
        schema: {
          ...tags,
          summary: 'Save my skills assessment (all of it); the total years of experience are computed',
          body: skillsAssessmentInputSchema,
          response: { 200: z.object({ assessment: assessmentSchema }) },
        },
      },
      async (request) => saveOwnAssessment(db, await loadCurrentUser(request), request.body),
    );
  };
}
