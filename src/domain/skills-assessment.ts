/** Self-assessed level of a skill area; labels from `skills:levels.<level>`. */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** How well a person speaks a language; labels from `skills:languageLevels.<level>`. */
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevelValue = (typeof LANGUAGE_LEVELS)[number];

export interface SkillArea {
  /** A key of SKILL_AREAS, or free text the person typed for "other". */
  area: string;
  level: SkillLevel;
}

export interface LanguageLevel {
  language: string;
  level: LanguageLevelValue;
}

export interface WorkExperienceEntry {
  title: string;
  employer?: string;
  years: number;
  description?: string;
}
