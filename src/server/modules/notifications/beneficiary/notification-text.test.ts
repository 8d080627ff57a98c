import { describe, expect, it } from 'vitest';
import { BENEFICIARY_NOTIFICATION_KINDS } from '@domain/beneficiary-notifications';
import { displayParams, notificationBody, notificationLanguage, notificationTitle } from './notification-text';

describe('notification texts', () => {
  const names = new Map([['cash-transfer', 'Emergency Cash Transfer']]);

  it('passes on only what the text needs, resolved for the reader', () => {
    expect(displayParams({ programmeId: 'cash-transfer', amount: 5000, phone: '+254700000000' }, 'en', names)).toEqual({
      programme: 'Emergency Cash Transfer',
      amount: expect.stringMatching(/^Ksh\s?5,000$/),
    });
    expect(displayParams({ documentType: 'refugee_card' }, 'sw', names)).toEqual({ documentType: 'Kadi ya UNHCR' });
    expect(displayParams({ documentType: 'work_permit', programmeId: 'gone' }, 'en', names)).toEqual({
      documentType: 'work_permit',
      programme: 'gone',
    });
  });

  it('has a title and a body for every kind in both languages, with no placeholder left', () => {
    const params = { programme: 'P', amount: 'Ksh 1', documentType: 'D' };
    for (const language of ['en', 'sw'] as const) {
      for (const kind of BENEFICIARY_NOTIFICATION_KINDS) {
        for (const text of [notificationTitle(language, kind, params), notificationBody(language, kind, params)]) {
          expect(text).not.toContain('notifications:');
          expect(text).not.toContain('{{');
        }
      }
    }
  });

  it('writes in a saved language we ship, otherwise English', () => {
    expect(notificationLanguage('sw')).toBe('sw');
    expect(notificationLanguage('so')).toBe('so');
    expect(notificationLanguage('ar')).toBe('ar');
    expect(notificationLanguage('fr')).toBe('en');
    expect(notificationLanguage(null)).toBe('en');
  });
});
