import { describe, expect, it } from 'vitest';
import { BENEFICIARY_NOTIFICATION_KINDS } from './beneficiary-notifications';
import { smsSize, replyIntent } from './sms';
import { SMS_LANGUAGES, smsNoticeText, smsTopicOf } from './sms-notices';

describe('SMS notices', () => {
  it.each(SMS_LANGUAGES)('fit one part in Latin script and two in Arabic (%s)', (language) => {
    for (const kind of BENEFICIARY_NOTIFICATION_KINDS) {
      const size = smsSize(smsNoticeText(language, kind));
      expect(size.parts, `${language} ${kind}`).toBe(language === 'ar' ? 2 : 1);
      expect(size.encoding).toBe(language === 'ar' ? 'ucs2' : 'gsm7');
    }
  });

  it.each(SMS_LANGUAGES)('name the reply that stops them, a word STOP understands (%s)', (language) => {
    const text = smsNoticeText(language, 'payment_completed');
    const word = { en: 'STOP', sw: 'ACHA', so: 'JOOJI', ar: 'توقف' }[language];
    expect(text).toContain(word);
    expect(replyIntent(word)).toBe('stop');
  });

  it('never carry an amount or a digit', () => {
    for (const language of SMS_LANGUAGES)
      for (const kind of BENEFICIARY_NOTIFICATION_KINDS) expect(smsNoticeText(language, kind)).not.toMatch(/\d|KES/);
  });

  it('fall back to English for a language not written', () => {
    expect(smsNoticeText('fr', 'application_approved')).toBe(smsNoticeText('en', 'application_approved'));
  });

  it('follow the topic switch a person set in Settings', () => {
    expect(smsTopicOf('application_approved')).toBe('smsApplicationUpdates');
    expect(smsTopicOf('document_rejected')).toBe('smsApplicationUpdates');
    expect(smsTopicOf('payment_completed')).toBe('smsPaymentUpdates');
    expect(smsTopicOf('feedback_replied')).toBe('smsMessageUpdates');
    expect(smsTopicOf('message_received')).toBe('smsMessageUpdates');
  });
});
