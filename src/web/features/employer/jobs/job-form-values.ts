import type { DefaultValues } from 'react-hook-form';
import { JOB_NUMBER_FALLBACKS, numberOrFallback, type JobPosting, type NewJobPostingInput } from '@domain/job-posting';

/** Spec defaults for a new posting: KES, 1 position, 0 experience. */
export function toJobFormValues(job?: JobPosting): DefaultValues<NewJobPostingInput> {
  if (!job) {
    return {
      title: '',
      description: '',
      requirements: '',
      location: '',
      currency: 'KES',
      experienceYears: 0,
      positionsAvailable: 1,
      educationRequirements: '',
      status: 'open',
      requiredSkills: [],
    };
  }
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements ?? '',
    location: job.location,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    currency: job.currency,
    experienceYears: job.experienceYears,
    educationRequirements: job.educationRequirements ?? '',
    applicationDeadline: job.applicationDeadline,
    positionsAvailable: job.positionsAvailable,
    requiredSkills: job.requiredSkills,
  };
}

/** Blank number boxes fall back as the spec says (positions 1, the others 0). */
export const numberField = (field: keyof typeof JOB_NUMBER_FALLBACKS) => (value: unknown) =>
  numberOrFallback(value, JOB_NUMBER_FALLBACKS[field]);

/** Skills are typed separated by commas; the box shows the stored list the same way. */
export const skillsFromText = (value: unknown): string[] =>
  Array.isArray(value)
    ? (value as string[])
    : String(value ?? '')
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean);
