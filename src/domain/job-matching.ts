import * as z from 'zod/mini';

/*
 * How well a person fits a job posting, shared by the beneficiary's Job Search
 * (the match indicator) and the employer's applicant ranking. The score is a
 * weighted sum of three parts, and the reasons are returned as facts so each
 * side can word them in the reader's language ('4 of 5 required skills, 3 years
 * experience, same county').
 */

export interface JobRequirements {
  requiredSkills: readonly string[];
  experienceYears: number;
  /** The posting's free-text location, e.g. 'Kakuma' or 'Nairobi, Eastleigh'. */
  location: string;
}

export interface CandidateFacts {
  /** Profile skills and assessed skill areas together. */
  skills: readonly string[];
  experienceYears: number;
  /** Camp code (DAD, KAK, KAL, NBI) from the profile, when known. */
  camp: string | null;
  /** Free text such as an urban area, when known. */
  area: string | null;
}

export const jobMatchSchema = z.object({
  /** 0-100. */
  score: z.number(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  requiredSkillCount: z.number(),
  experienceYears: z.number(),
  meetsExperience: z.boolean(),
  sameArea: z.boolean(),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

const WEIGHTS = { skills: 60, experience: 25, location: 15 } as const;

/** Place names a camp code answers to in a posting's location (county names included). */
const CAMP_PLACES: Record<string, readonly string[]> = {
  DAD: ['dadaab', 'garissa', 'ifo', 'dagahaley', 'hagadera'],
  KAK: ['kakuma', 'turkana'],
  KAL: ['kalobeyei', 'kakuma', 'turkana'],
  NBI: ['nairobi'],
};

/** Postings open to anyone wherever they live. */
const ANYWHERE = ['remote', 'anywhere', 'kenya-wide', 'countrywide'];

export function normaliseSkill(skill: string): string {
  return skill.trim().toLocaleLowerCase('en').replace(/\s+/g, ' ');
}

function locationWords(text: string): string[] {
  return text
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
}

export function isSameArea(jobLocation: string, candidate: Pick<CandidateFacts, 'camp' | 'area'>): boolean {
  const jobWords = locationWords(jobLocation);
  if (jobWords.some((word) => ANYWHERE.includes(word))) return true;
  const places = new Set<string>(candidate.camp ? (CAMP_PLACES[candidate.camp] ?? []) : []);
  for (const word of candidate.area ? locationWords(candidate.area) : []) places.add(word);
  return jobWords.some((word) => places.has(word));
}

export function matchCandidate(job: JobRequirements, candidate: CandidateFacts): JobMatch {
  const has = new Set(candidate.skills.map(normaliseSkill));
  const required = [...new Set(job.requiredSkills.map((skill) => skill.trim()).filter(Boolean))];
  const matchedSkills = required.filter((skill) => has.has(normaliseSkill(skill)));
  const missingSkills = required.filter((skill) => !has.has(normaliseSkill(skill)));
  // A posting that asks for no particular skill is open to everyone on that count.
  const skillShare = required.length === 0 ? 1 : matchedSkills.length / required.length;
  const experienceShare = job.experienceYears <= 0 ? 1 : Math.min(candidate.experienceYears / job.experienceYears, 1);
  const sameArea = isSameArea(job.location, candidate);
  const score = Math.round(
    skillShare * WEIGHTS.skills + experienceShare * WEIGHTS.experience + (sameArea ? WEIGHTS.location : 0),
  );
  return {
    score,
    matchedSkills,
    missingSkills,
    requiredSkillCount: required.length,
    experienceYears: candidate.experienceYears,
    meetsExperience: candidate.experienceYears >= job.experienceYears,
    sameArea,
  };
}

/** Bands for the match indicator: strong from 75, fair from 50. */
export const MATCH_BANDS = ['strong', 'fair', 'weak'] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];

export function matchBand(score: number): MatchBand {
  if (score >= 75) return 'strong';
  if (score >= 50) return 'fair';
  return 'weak';
}
