import { describe, expect, it } from 'vitest';
import { isSameArea, matchBand, matchCandidate } from './job-matching';

const job = {
  requiredSkills: ['Tailoring', 'Customer service', 'Bookkeeping', 'Swahili', 'Driving'],
  experienceYears: 2,
  location: 'Kakuma, Turkana',
};

describe('matchCandidate', () => {
  it('counts required skills case- and space-insensitively and lists what is missing', () => {
    const match = matchCandidate(job, {
      skills: ['tailoring', ' customer  service', 'BOOKKEEPING', 'swahili', 'Cooking'],
      experienceYears: 3,
      camp: 'KAK',
      area: null,
    });
    expect(match.matchedSkills).toEqual(['Tailoring', 'Customer service', 'Bookkeeping', 'Swahili']);
    expect(match.missingSkills).toEqual(['Driving']);
    expect(match.requiredSkillCount).toBe(5);
    expect(match.meetsExperience).toBe(true);
    expect(match.sameArea).toBe(true);
    // 4/5 of 60 + 25 + 15
    expect(match.score).toBe(88);
  });

  it('gives partial experience credit and no location credit elsewhere', () => {
    const match = matchCandidate(job, { skills: [], experienceYears: 1, camp: 'DAD', area: null });
    expect(match.meetsExperience).toBe(false);
    expect(match.sameArea).toBe(false);
    expect(match.score).toBe(13); // 0 + 12.5 + 0, rounded
  });

  it('treats a posting without skills or experience requirements as fully met on those counts', () => {
    const match = matchCandidate(
      { requiredSkills: [], experienceYears: 0, location: 'Mombasa' },
      { skills: [], experienceYears: 0, camp: null, area: null },
    );
    expect(match.score).toBe(85);
    expect(match.requiredSkillCount).toBe(0);
  });

  it('ignores blank and repeated required skills', () => {
    const match = matchCandidate(
      { requiredSkills: ['Cooking', ' cooking', '', 'Cooking'], experienceYears: 0, location: 'x' },
      { skills: ['Cooking'], experienceYears: 0, camp: null, area: null },
    );
    expect(match.requiredSkillCount).toBe(2);
  });
});

describe('isSameArea', () => {
  it('knows the county each camp lies in', () => {
    expect(isSameArea('Garissa', { camp: 'DAD', area: null })).toBe(true);
    expect(isSameArea('Turkana West', { camp: 'KAL', area: null })).toBe(true);
    expect(isSameArea('Nairobi', { camp: 'KAK', area: null })).toBe(false);
  });

  it('matches an urban area named in the posting, and remote work for anyone', () => {
    expect(isSameArea('Eastleigh, Nairobi', { camp: null, area: 'Eastleigh' })).toBe(true);
    expect(isSameArea('Remote', { camp: null, area: null })).toBe(true);
  });
});

describe('matchBand', () => {
  it('draws the bands at 75 and 50', () => {
    expect([matchBand(75), matchBand(74), matchBand(50), matchBand(49)]).toEqual(['strong', 'fair', 'fair', 'weak']);
  });
});
