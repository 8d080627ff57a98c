/**
 * The SMS port: the app says what to send to which number; an adapter carries
 * it (Africa's Talking, or the development outbox). Sending is done by a
 * background job that retries, so the answer says whether trying again could
 * help.
 */
export interface OutgoingSms {
  /** E.164, e.g. +254712345678. */
  to: string;
  text: string;
}

/** Why a number will not take a message, whatever is tried: the number's state, not the gateway's. */
export type SmsRefusal = 'invalid_number' | 'unsupported_number' | 'blocked_by_recipient' | 'could_not_route';

export type SmsSendResult =
  /** Taken by the gateway; its delivery report comes later, by callback, under this id. */
  | { outcome: 'accepted'; providerMessageId: string; costKes: number | null }
  | { outcome: 'refused'; refusal: SmsRefusal }
  /**
   * Not sent for a reason of ours or the gateway's (credit, sender ID, an
   * error, no answer): worth trying again later. `reason` is a code for the
   * log and the message's status, never shown as it is.
   */
  | { outcome: 'unavailable'; reason: string };

export interface SmsGateway {
  readonly name: 'africas_talking' | 'outbox';
  send(message: OutgoingSms): Promise<SmsSendResult>;
}
