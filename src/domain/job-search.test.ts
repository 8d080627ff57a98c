import { describe, expect, it } from 'vitest';
import { jobApplyInputSchema, jobSearchQuerySchema, parseSkillsFilter } from './job-search';

const letter = 'I have sewn school uniforms for six years and would love to join your team.';

describe('job search input', () => {
  it('reads the skills filter as a short list, ignoring blanks and repeats in any case', () => {
    expect(parseSkillsFilter(' Tailoring, cooking,, tailoring ,  Mobile   repair')).toEqual([
      'Tailoring',
      'cooking',
      'Mobile repair',
    ]);
    expect(parseSkillsFilter(undefined)).toEqual([]);
    expect(parseSkillsFilter(Array.from({ length: 15 }, (_, i) => `s${i}`).join(','))).toHaveLength(10);
  });

  it('pages from 1, 10 at a time, and refuses an unknown employment type', () => {
    expect(jobSearchQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(jobSearchQuerySchema.parse({ page: '2', pageSize: '100', employmentType: 'part_time' })).toMatchObject({
      page: 2,
      pageSize: 100,
    });
    expect(jobSearchQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(jobSearchQuerySchema.safeParse({ employmentType: 'volunteer' }).success).toBe(false);
  });

  it('needs a cover letter of 50 to 5000 characters; the CV is optional and must be a document id', () => {
    expect(jobApplyInputSchema.parse({ coverLetter: `  ${letter}  ` })).toEqual({ coverLetter: letter });
    const short = jobApplyInputSchema.safeParse({ coverLetter: 'Please hire me' });
    expect(short.error?.issues[0]?.message).toBe('validation:jobSearchCoverLetterMin');
    expect(jobApplyInputSchema.safeParse({ coverLetter: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'validation:jobSearchCoverLetterMax',
    );
    expect(
      jobApplyInputSchema.safeParse({ coverLetter: letter, cvDocumentId: 'cv.pdf' }).error?.issues[0]?.message,
    ).toBe('validation:jobSearchCvInvalid');
    expect(jobApplyInputSchema.safeParse({ coverLetter: letter, cvDocumentId: null }).success).toBe(true);
    expect(jobApplyInputSchema.safeParse({ coverLetter: letter, beneficiaryId: 'x' }).success).toBe(false);
  });
});
