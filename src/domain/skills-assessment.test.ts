import { describe, expect, it } from 'vitest';
import {
  combinedSkills,
  MAX_EXPERIENCE_ENTRIES,
  MAX_LANGUAGES,
  MAX_SKILL_AREAS,
  SKILL_AREAS,
  experienceYears,
  skillAreaIdentity,
  skillsAssessmentInputSchema,
  type SkillsAssessmentInput,
} from './skills-assessment';

const valid: SkillsAssessmentInput = {
  skillAreas: [
    { area: 'tailoring', level: 'advanced' },
    { area: 'other', detail: 'Soap making', level: 'beginner' },
  ],
  languages: [
    { language: 'Somali', level: 'native' },
    { language: 'Kiswahili', level: 'conversational' },
  ],
  workExperience: [{ title: 'Tailor', employer: 'Kakuma Tailors', years: 4, description: 'School uniforms' }],
};

function messagesOf(input: unknown) {
  const result = skillsAssessmentInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('skills assessment schema', () => {
  it('accepts a complete assessment, trims texts and drops empty optional ones', () => {
    const parsed = skillsAssessmentInputSchema.parse({
      ...valid,
      languages: [{ language: '  Arabic ', level: 'fluent' }],
      workExperience: [{ title: ' Driver ', employer: '  ', years: 2, description: '' }],
    });
    expect(parsed.languages).toEqual([{ language: 'Arabic', level: 'fluent' }]);
    expect(parsed.workExperience).toEqual([{ title: 'Driver', years: 2 }]);
  });

  it('allows no languages and no work experience, but needs one skill area', () => {
    expect(skillsAssessmentInputSchema.safeParse({ ...valid, languages: [], workExperience: [] }).success).toBe(true);
    expect(messagesOf({ ...valid, skillAreas: [] })).toEqual({ skillAreas: 'validation:skills.areasMin' });
  });

  it('names each wrong field', () => {
    expect(
      messagesOf({
        skillAreas: [
          { area: 'mining', level: 'guru' },
          { area: 'other', level: 'expert' },
        ],
        languages: [{ language: 'a', level: 'perfect' }],
        workExperience: [
          { title: '', years: 61 },
          { title: 'Cook', years: 1.5 },
        ],
      }),
    ).toEqual({
      'skillAreas.0.area': 'validation:skills.areaRequired',
      'skillAreas.0.level': 'validation:skills.levelRequired',
      'skillAreas.1.detail': 'validation:skills.otherDetailRequired',
      'languages.0.language': 'validation:skills.languageRequired',
      'languages.0.level': 'validation:skills.languageLevelRequired',
      'workExperience.0.title': 'validation:skills.jobTitleRequired',
      'workExperience.0.years': 'validation:skills.yearsRange',
      'workExperience.1.years': 'validation:skills.yearsRange',
    });
    expect(messagesOf({ ...valid, workExperience: [{ title: 'Cook', years: -1 }] })).toEqual({
      'workExperience.0.years': 'validation:skills.yearsRange',
    });
    expect(messagesOf({ ...valid, owner: 'someone-else' })).not.toEqual({});
  });

  it('refuses the same skill area or language twice', () => {
    expect(
      messagesOf({ ...valid, skillAreas: [valid.skillAreas[0], { area: 'tailoring', level: 'beginner' }] }),
    ).toEqual({
      skillAreas: 'validation:skills.areasDuplicate',
    });
    const twoOthers = [
      { area: 'other', detail: 'Soap making', level: 'beginner' },
      { area: 'other', detail: ' soap MAKING', level: 'expert' },
    ];
    expect(messagesOf({ ...valid, skillAreas: twoOthers })).toEqual({ skillAreas: 'validation:skills.areasDuplicate' });
    const differentOthers = [twoOthers[0], { area: 'other', detail: 'Beadwork', level: 'expert' }];
    expect(skillsAssessmentInputSchema.safeParse({ ...valid, skillAreas: differentOthers }).success).toBe(true);
    expect(
      messagesOf({
        ...valid,
        languages: [
          { language: 'Somali', level: 'native' },
          { language: 'somali ', level: 'basic' },
        ],
      }),
    ).toEqual({
      languages: 'validation:skills.languagesDuplicate',
    });
  });

  it('caps the number of entries', () => {
    const areas = Array.from({ length: MAX_SKILL_AREAS + 1 }, (_, i) => ({
      area: 'other',
      detail: `Craft ${i}`,
      level: 'beginner',
    }));
    expect(messagesOf({ ...valid, skillAreas: areas })).toEqual({ skillAreas: 'validation:skills.areasMax' });
    const languages = Array.from({ length: MAX_LANGUAGES + 1 }, (_, i) => ({
      language: `Language ${i}`,
      level: 'basic',
    }));
    expect(messagesOf({ ...valid, languages })).toEqual({ languages: 'validation:skills.languagesMax' });
    const jobs = Array.from({ length: MAX_EXPERIENCE_ENTRIES + 1 }, () => ({ title: 'Cook', years: 1 }));
    expect(messagesOf({ ...valid, workExperience: jobs })).toEqual({
      workExperience: 'validation:skills.experienceMax',
    });
  });

  it('has one key per listed area, and "other" is told apart by its words', () => {
    expect(new Set(SKILL_AREAS).size).toBe(SKILL_AREAS.length);
    expect(skillAreaIdentity({ area: 'ict' })).toBe('ict');
    expect(skillAreaIdentity({ area: 'other', detail: ' Beadwork ' })).toBe('other:beadwork');
  });
});

describe('experienceYears', () => {
  it('adds up the entries, capped at a working life', () => {
    expect(experienceYears([])).toBe(0);
    expect(experienceYears([{ years: 4 }, { years: 3 }])).toBe(7);
    expect(experienceYears([{ years: 40 }, { years: 35 }])).toBe(60);
  });
});

describe('combinedSkills', () => {
  it('lists profile skills first, then assessed areas as words, without repeats in any letter case', () => {
    expect(
      combinedSkills(
        ['Tailoring', 'Swahili'],
        [{ area: 'tailoring' }, { area: 'ict' }, { area: 'other', detail: 'Beekeeping' }, { area: 'cooking' }],
      ),
    ).toEqual(['Tailoring', 'Swahili', 'ICT', 'Beekeeping', 'Cooking']);
  });
});
