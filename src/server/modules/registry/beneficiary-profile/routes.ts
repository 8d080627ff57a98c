import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAMPS,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  NATIONALITIES,
  profileUpdateSchema,
} from '@domain/beneficiary-profile';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { loadOwnBeneficiary, toProfile, updateOwnProfile } from './service';

export const profileResponseSchema = z.object({
  id: z.string(),
  progresId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  alternativePhone: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.enum(NATIONALITIES).nullable(),
  locationCamp: z.enum(CAMPS).nullable(),
  locationBlock: z.string().nullable(),
  locationUrbanArea: z.string().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES).nullable(),
  householdSize: z.number(),
  monthlyIncome: z.number(),
  bankAccountNumber: z.string().nullable(),
  mobileMoneyNumber: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  skills: z.array(z.string()),
});

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

export function beneficiaryProfileRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/profile',
      {
        schema: {
          ...tags,
          summary: 'My profile (created from my sign-up on first use)',
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => toProfile(await loadOwnBeneficiary(db, await loadCurrentUser(request))),
    );

    app.put(
      '/api/v1/beneficiary/profile',
      {
        schema: {
          ...tags,
          summary: 'Save my profile',
          body: profileUpdateSchema,
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => updateOwnProfile(db, await loadCurrentUser(request), request.body),
    );
  };
}
