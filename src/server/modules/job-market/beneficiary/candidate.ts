import { matchBand, matchCandidate, type CandidateFacts } from '@domain/job-matching';
import type { JobMatchView, JobPostingDetail, JobPostingView } from '@domain/job-search';
import { combinedSkills } from '@domain/skills-assessment';
import type { Database } from '@server/db/client';
import type { BeneficiaryRow } from '@server/modules/registry';
import type { ApplicationSnapshot } from './application-queries';
import { findAssessment, type PostingRow } from './queries';

/*
 * The person as a candidate: profile skills and assessed skill areas together,
 * experience from the skills assessment, and where they live. Used for the
 * match indicator and for the snapshot an application carries to the employer.
 */

const CAMP_NAMES: Record<string, string> = { DAD: 'Dadaab', KAK: 'Kakuma', KAL: 'Kalobeyei', NBI: 'Nairobi' };

export interface Candidate {
  facts: CandidateFacts;
  snapshot: Omit<ApplicationSnapshot, 'coverLetter' | 'cvDocumentId'>;
}

export async function loadCandidate(db: Database, person: BeneficiaryRow): Promise<Candidate> {
  const assessment = await findAssessment(db, person.id);
  const skills = combinedSkills(person.skills, assessment?.skillAreas ?? []);
  const experienceYears = assessment?.experienceYears ?? 0;
  const camp = person.locationCamp ? (CAMP_NAMES[person.locationCamp] ?? person.locationCamp) : null;
  const location = [person.locationUrbanArea, person.locationBlock, camp].filter(Boolean).join(', ');
  return {
    facts: { skills, experienceYears, camp: person.locationCamp, area: person.locationUrbanArea },
    snapshot: {
      applicantName: `${person.firstName} ${person.lastName}`.trim(),
      applicantEmail: person.email,
      applicantPhone: person.phoneNumber,
      applicantLocation: location || null,
      applicantEducation: person.educationLevel,
      applicantExperienceYears: experienceYears,
      applicantSkills: skills,
    },
  };
}

export function matchOf(row: PostingRow, facts: CandidateFacts): JobMatchView {
  const { posting } = row;
  const match = matchCandidate(
    { requiredSkills: posting.requiredSkills, experienceYears: posting.experienceYears, location: posting.location },
    facts,
  );
  return { ...match, band: matchBand(match.score) };
}

export function toPostingView(
  row: PostingRow,
  facts: CandidateFacts,
  applicationId: string | null,
  invited: boolean,
): JobPostingView {
  const { posting } = row;
  return {
    id: posting.id,
    title: posting.title,
    companyName: row.companyName,
    location: posting.location,
    employmentType: posting.employmentType,
    salaryMin: posting.salaryMin,
    salaryMax: posting.salaryMax,
    currency: posting.currency,
    experienceYears: posting.experienceYears,
    applicationDeadline: posting.applicationDeadline,
    positionsAvailable: posting.positionsAvailable,
    requiredSkills: posting.requiredSkills,
    postedAt: posting.postedAt?.toISOString() ?? null,
    match: matchOf(row, facts),
    applicationId,
    invited,
  };
}

export function toPostingDetail(
  row: PostingRow,
  facts: CandidateFacts,
  applicationId: string | null,
  invited: boolean,
): JobPostingDetail {
  return {
    ...toPostingView(row, facts, applicationId, invited),
    description: row.posting.description,
    requirements: row.posting.requirements,
    educationRequirements: row.posting.educationRequirements,
    companyDescription: row.companyDescription,
    companyIndustry: row.companyIndustry,
    companyWebsite: row.companyWebsite,
  };
}
