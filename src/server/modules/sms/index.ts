// What other modules may use of SMS: anything else in this folder is its own business.
export { queueSms, SMS_SEND_JOB, type NewSms, type QueueSmsOutcome } from './queue-sms';
export { smsSendJob } from './send-job';
export { queueNotificationSms, type MadeNotification } from './notification-sms';
export { smsCallbackRoutes } from './routes';
export { staffTextMessagesRoutes } from './staff-routes';
export { forgetOldSms, SMS_MESSAGE_RETENTION_DAYS, SMS_OUTBOX_RETENTION_DAYS } from './retention';
