import * as z from 'zod/mini';

/**
 * The profile status card: what is done and what is left, and a percentage that
 * moves with real progress (the spec's prototype showed a fixed 75%).
 */
export interface ProfileCompletionInput {
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  nationality: string | null;
  phoneNumber: string | null;
  locationCamp: string | null;
  locationUrbanArea: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  /** A skills assessment is saved (the spec's checklist line "skills assessment pending"). */
  skillsAssessed: boolean;
  verifiedDocuments: number;
}

const profileChecklistSchema = z.object({
  basicInfo: z.boolean(),
  contactDetails: z.boolean(),
  skills: z.boolean(),
  documentsVerified: z.boolean(),
});
export type ProfileChecklist = z.infer<typeof profileChecklistSchema>;

export const profileCompletionSchema = z.object({ percent: z.number(), checklist: profileChecklistSchema });
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;

const filled = (value: string | null) => value !== null && value.trim() !== '';

export function profileCompletion(profile: ProfileCompletionInput): ProfileCompletion {
  const checklist: ProfileChecklist = {
    basicInfo: [profile.firstName, profile.lastName, profile.gender, profile.dateOfBirth, profile.nationality].every(
      filled,
    ),
    contactDetails:
      filled(profile.phoneNumber) &&
      (filled(profile.locationCamp) || filled(profile.locationUrbanArea)) &&
      filled(profile.emergencyContactName) &&
      filled(profile.emergencyContactPhone),
    skills: profile.skillsAssessed,
    documentsVerified: profile.verifiedDocuments > 0,
  };
  const done = Object.values(checklist).filter(Boolean).length;
  return { percent: Math.round((done / 4) * 100), checklist };
}
