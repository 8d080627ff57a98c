import * as z from 'zod/mini';

/** The skill areas a person can pick; labels from `skills:areas.<area>`. "other" carries the person's own words. */
export const SKILL_AREAS = [
  'tailoring',
  'construction',
  'farming',
  'driving',
  'cooking',
  'ict',
  'teaching',
  'healthcare',
  'business',
  'mechanics',
  'hairdressing',
  'other',
] as const;
export type SkillAreaKey = (typeof SKILL_AREAS)[number];

/** Self-assessed level of a skill area; labels from `skills:levels.<level>`. */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** How well a person speaks a language; labels from `skills:languageLevels.<level>`. */
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevelValue = (typeof LANGUAGE_LEVELS)[number];

export const MAX_SKILL_AREAS = 20;
export const MAX_LANGUAGES = 10;
export const MAX_EXPERIENCE_ENTRIES = 10;
export const MAX_EXPERIENCE_YEARS = 60;
export const SKILL_DETAIL_MAX = 60;
export const LANGUAGE_NAME_MAX = 40;
export const JOB_TITLE_MAX = 100;
export const EMPLOYER_NAME_MAX = 100;
export const EXPERIENCE_DESCRIPTION_MAX = 500;

export function isSkillAreaKey(area: string): area is SkillAreaKey {
  return (SKILL_AREAS as readonly string[]).includes(area);
}

const savedSkillAreaSchema = z.object({
  /** A SkillAreaKey when saved through the assessment; rows imported or seeded earlier may hold free text. */
  area: z.string(),
  /** What "other" means, in the person's words; absent for the listed areas. */
  detail: z.optional(z.string()),
  level: z.enum(SKILL_LEVELS),
});
export type SkillArea = z.infer<typeof savedSkillAreaSchema>;

const savedLanguageSchema = z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) });
export type LanguageLevel = z.infer<typeof savedLanguageSchema>;

const savedWorkExperienceSchema = z.object({
  title: z.string(),
  employer: z.optional(z.string()),
  years: z.number(),
  description: z.optional(z.string()),
});
export type WorkExperienceEntry = z.infer<typeof savedWorkExperienceSchema>;

const requiredText = (max: number, minKey: string) =>
  z
    .string({ error: minKey })
    .check(z.trim(), z.minLength(2, { error: minKey }), z.maxLength(max, { error: 'validation:textTooLong' }));

/** An empty optional text is "not given": it is dropped rather than stored as "". */
const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, { error: 'validation:textTooLong' })),
      z.transform((value) => (value ? value : undefined)),
    ),
  );

const skillAreaSchema = z
  .strictObject({
    area: z.enum(SKILL_AREAS, { error: 'validation:skills.areaRequired' }),
    detail: optionalText(SKILL_DETAIL_MAX),
    level: z.enum(SKILL_LEVELS, { error: 'validation:skills.levelRequired' }),
  })
  .check(
    z.refine((entry) => entry.area !== 'other' || entry.detail !== undefined, {
      error: 'validation:skills.otherDetailRequired',
      path: ['detail'],
    }),
  );

const languageSchema = z.strictObject({
  language: requiredText(LANGUAGE_NAME_MAX, 'validation:skills.languageRequired'),
  level: z.enum(LANGUAGE_LEVELS, { error: 'validation:skills.languageLevelRequired' }),
});

const experienceSchema = z.strictObject({
  title: requiredText(JOB_TITLE_MAX, 'validation:skills.jobTitleRequired'),
  employer: optionalText(EMPLOYER_NAME_MAX),
  years: z
    .int({ error: 'validation:skills.yearsRange' })
    .check(
      z.gte(0, { error: 'validation:skills.yearsRange' }),
      z.lte(MAX_EXPERIENCE_YEARS, { error: 'validation:skills.yearsRange' }),
    ),
  description: optionalText(EXPERIENCE_DESCRIPTION_MAX),
});

/** "Other: Soap making" and "other: soap making" are the same skill; listed areas are unique by key. */
export function skillAreaIdentity(entry: Pick<SkillArea, 'area' | 'detail'>): string {
  return entry.area === 'other' ? `other:${(entry.detail ?? '').trim().toLowerCase()}` : entry.area;
}

const unique =
  <T>(identity: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(identity)).size === items.length;

/** The whole assessment, sent in full each time it is saved. */
export const skillsAssessmentInputSchema = z.strictObject({
  skillAreas: z
    .array(skillAreaSchema)
    .check(
      z.minLength(1, { error: 'validation:skills.areasMin' }),
      z.maxLength(MAX_SKILL_AREAS, { error: 'validation:skills.areasMax' }),
      z.refine(unique(skillAreaIdentity), { error: 'validation:skills.areasDuplicate' }),
    ),
  languages: z.array(languageSchema).check(
    z.maxLength(MAX_LANGUAGES, { error: 'validation:skills.languagesMax' }),
    z.refine(
      unique((entry) => entry.language.toLowerCase()),
      { error: 'validation:skills.languagesDuplicate' },
    ),
  ),
  workExperience: z
    .array(experienceSchema)
    .check(z.maxLength(MAX_EXPERIENCE_ENTRIES, { error: 'validation:skills.experienceMax' })),
});
export type SkillsAssessmentInput = z.infer<typeof skillsAssessmentInputSchema>;

/**
 * Total years of work, kept for matching and search. Jobs held at the same
 * time would add up past a working life, so the total is capped like one entry.
 */
export function experienceYears(entries: readonly Pick<WorkExperienceEntry, 'years'>[]): number {
  return Math.min(
    MAX_EXPERIENCE_YEARS,
    entries.reduce((total, entry) => total + entry.years, 0),
  );
}

/** The assessment as the API returns it. */
export const skillsAssessmentSchema = z.object({
  skillAreas: z.array(savedSkillAreaSchema),
  languages: z.array(savedLanguageSchema),
  workExperience: z.array(savedWorkExperienceSchema),
  experienceYears: z.number(),
  updatedAt: z.string(),
});
export type SkillsAssessment = z.infer<typeof skillsAssessmentSchema>;

/** My assessment; null until I first save one. */
export const ownSkillsAssessmentSchema = z.object({ assessment: z.nullable(skillsAssessmentSchema) });
export const savedSkillsAssessmentSchema = z.object({ assessment: skillsAssessmentSchema });

/** An assessed area as the skill word employers read and postings use ('tailoring' -> 'Tailoring'); "other" is the person's own words. */
export function skillAreaName(area: Pick<SkillArea, 'area' | 'detail'>): string {
  if (area.area === 'other') return area.detail ?? '';
  if (area.area === 'ict') return 'ICT';
  return area.area.charAt(0).toUpperCase() + area.area.slice(1);
}

/**
 * Everything a person can do, as one list for matching and for employers:
 * profile skills first, then assessed areas not already listed (any letter case).
 */
export function combinedSkills(
  profileSkills: readonly string[],
  skillAreas: readonly Pick<SkillArea, 'area' | 'detail'>[],
): string[] {
  const seen = new Map<string, string>();
  for (const skill of [...profileSkills, ...skillAreas.map(skillAreaName)].map((s) => s.trim()).filter(Boolean)) {
    const key = skill.toLocaleLowerCase('en');
    if (!seen.has(key)) seen.set(key, skill);
  }
  return [...seen.values()];
}
