import type { Database } from '@server/db/client';
import type { SmsConfig } from '@server/sms-config';
import { AfricasTalkingGateway } from './africas-talking-gateway';
import { OutboxSmsGateway } from './outbox-gateway';
import type { SmsGateway } from './sms-gateway';

/** Africa's Talking when it is configured, else the development outbox: never a phone by accident. */
export function smsGatewayFor(config: SmsConfig, db: Database): SmsGateway {
  return config.gateway ? new AfricasTalkingGateway(config.gateway) : new OutboxSmsGateway(db);
}
