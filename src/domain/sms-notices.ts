import { NOTIFICATION_TOPIC, type BeneficiaryNotificationKind } from './beneficiary-notifications';

/*
 * The text messages that tell a person their case moved. Deliberately
 * vaguer than the portal's notice: a basic phone is often shared, so a text
 * names no programme, amount or document, only that there is news and where
 * to read it. Each ends with the reply that stops them, as the Communications
 * Authority of Kenya requires of bulk messages. Latin-script texts fit one
 * 160-character part; Arabic (sent as UCS-2, 70 a part) fits two.
 */

export const SMS_LANGUAGES = ['en', 'sw', 'so', 'ar'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** The Settings switches that let a notice go by SMS too. */
export const SMS_TOPICS = ['smsApplicationUpdates', 'smsPaymentUpdates', 'smsMessageUpdates'] as const;
export type SmsTopic = (typeof SMS_TOPICS)[number];

type NoticeGroup = 'application' | 'referral' | 'document' | 'payment' | 'message' | 'complaint';

function noticeGroup(kind: BeneficiaryNotificationKind): NoticeGroup {
  if (kind.startsWith('referral_')) return 'referral';
  if (kind.startsWith('document_')) return 'document';
  if (kind.startsWith('payment_')) return 'payment';
  if (kind === 'message_received') return 'message';
  if (kind.startsWith('feedback_')) return 'complaint';
  return 'application';
}

/** The switch a notice of this kind needs: the mail topics, and the notices always shown (messages, complaints) as their own. */
export function smsTopicOf(kind: BeneficiaryNotificationKind): SmsTopic {
  const topic = NOTIFICATION_TOPIC[kind];
  if (topic === 'applications') return 'smsApplicationUpdates';
  if (topic === 'payments') return 'smsPaymentUpdates';
  return 'smsMessageUpdates';
}

const TEXTS: Record<SmsLanguage, Record<NoticeGroup, string>> = {
  en: {
    application: 'Livelihoods: there is news about your application. Open the portal to see it. Reply STOP to end SMS.',
    referral: 'Livelihoods: there is news about your referral. Open the portal to see it. Reply STOP to end SMS.',
    document: 'Livelihoods: one of your documents was checked. Open the portal to see it. Reply STOP to end SMS.',
    payment: 'Livelihoods: there is news about a payment to you. Open the portal to see it. Reply STOP to end SMS.',
    message: 'Livelihoods: you have a new message from the agency. Open the portal to read it. Reply STOP to end SMS.',
    complaint:
      'Livelihoods: your feedback or complaint was answered. Open the portal to read it. Reply STOP to end SMS.',
  },
  sw: {
    application: 'Riziki: kuna habari kuhusu ombi lako. Fungua tovuti kuiona. Jibu ACHA kusitisha SMS.',
    referral: 'Riziki: kuna habari kuhusu rufaa yako. Fungua tovuti kuiona. Jibu ACHA kusitisha SMS.',
    document: 'Riziki: moja ya hati zako imekaguliwa. Fungua tovuti kuiona. Jibu ACHA kusitisha SMS.',
    payment: 'Riziki: kuna habari kuhusu malipo yako. Fungua tovuti kuiona. Jibu ACHA kusitisha SMS.',
    message: 'Riziki: una ujumbe mpya kutoka kwa shirika. Fungua tovuti kuusoma. Jibu ACHA kusitisha SMS.',
    complaint: 'Riziki: maoni au malalamiko yako yamejibiwa. Fungua tovuti kusoma jibu. Jibu ACHA kusitisha SMS.',
  },
  so: {
    application:
      'Nolol-maalmeed: war cusub ayaa ku saabsan codsigaaga. Fur bogga si aad u aragto. Ku jawaab JOOJI si SMS-ka loo joojiyo.',
    referral:
      'Nolol-maalmeed: war cusub ayaa ku saabsan gudbintaada. Fur bogga si aad u aragto. Ku jawaab JOOJI si SMS-ka loo joojiyo.',
    document:
      'Nolol-maalmeed: mid ka mid ah dukumentiyadaada waa la hubiyay. Fur bogga si aad u aragto. Ku jawaab JOOJI si SMS-ka loo joojiyo.',
    payment:
      'Nolol-maalmeed: war cusub ayaa ku saabsan lacag-bixintaada. Fur bogga si aad u aragto. Ku jawaab JOOJI si SMS-ka loo joojiyo.',
    message:
      "Nolol-maalmeed: fariin cusub ayaa kaaga timid hay'adda. Fur bogga si aad u akhrido. Ku jawaab JOOJI si SMS-ka loo joojiyo.",
    complaint:
      "Nolol-maalmeed: ra'yigaaga ama cabashadaada waa laga jawaabay. Fur bogga si aad u akhrido. Ku jawaab JOOJI si SMS-ka loo joojiyo.",
  },
  ar: {
    application: 'سبل العيش: هناك جديد بخصوص طلبك. افتح البوابة لمعرفته. أرسل توقف لإيقاف الرسائل.',
    referral: 'سبل العيش: هناك جديد بخصوص إحالتك. افتح البوابة لمعرفته. أرسل توقف لإيقاف الرسائل.',
    document: 'سبل العيش: تمت مراجعة إحدى وثائقك. افتح البوابة لمعرفة النتيجة. أرسل توقف لإيقاف الرسائل.',
    payment: 'سبل العيش: هناك جديد بخصوص دفعة لك. افتح البوابة لمعرفته. أرسل توقف لإيقاف الرسائل.',
    message: 'سبل العيش: لديك رسالة جديدة من الجهة. افتح البوابة لقراءتها. أرسل توقف لإيقاف الرسائل.',
    complaint: 'سبل العيش: تم الرد على ملاحظتك أو شكواك. افتح البوابة لقراءة الرد. أرسل توقف لإيقاف الرسائل.',
  },
};

export function isSmsLanguage(value: string | null | undefined): value is SmsLanguage {
  return (SMS_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The text for a notice in the person's saved language (English for one we do not write). */
export function smsNoticeText(language: string | null | undefined, kind: BeneficiaryNotificationKind): string {
  return TEXTS[isSmsLanguage(language) ? language : 'en'][noticeGroup(kind)];
}
