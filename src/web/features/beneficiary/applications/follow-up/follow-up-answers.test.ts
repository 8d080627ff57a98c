import { describe, expect, it } from 'vitest';
import { defaultFollowUpQuestions } from '@domain/programmes/follow-up';
import { answersToSend, draftOf } from './follow-up-answers';

describe('follow-up answers', () => {
  const questions = defaultFollowUpQuestions();

  it('sends numbers as numbers, keeps yes/no, and leaves blanks out', () => {
    expect(
      answersToSend(questions, { 'business-trading': true, 'monthly-revenue': '12000', employer: '', wage: '2,5' }),
    ).toEqual({ 'business-trading': true, 'monthly-revenue': 12000, wage: 2.5 });
  });

  it('sends an unreadable number as typed, for the server to name', () => {
    expect(answersToSend(questions, { employees: 'three' })).toEqual({ employees: 'three' });
  });

  it('shows saved answers again as the form holds them', () => {
    expect(draftOf({ 'household-income': 9000, employed: false })).toEqual({
      'household-income': '9000',
      employed: false,
    });
    expect(draftOf(null)).toEqual({});
  });
});
