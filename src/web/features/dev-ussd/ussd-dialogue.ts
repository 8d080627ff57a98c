/*
 * The simulator's conversation with the phone menu, as a gateway (Africa's Talking) holds it: each
 * request carries every input of the dial so far joined by "*", and each reply starts with "CON "
 * (show it and wait for the next input) or "END " (the menu has closed).
 */

/** What a basic phone shows of one reply; longer replies are cut by the network. */
export const USSD_MAX_CHARS = 182;

export type UssdPhase = 'idle' | 'waiting' | 'continue' | 'end' | 'failed';

export interface UssdDialogue {
  phase: UssdPhase;
  /** One per dial: the menu keeps the chosen language and a correct PIN for this dial only. */
  sessionId: string;
  phoneNumber: string;
  inputs: string[];
  /** The menu's last screen, without its CON/END prefix. */
  screen: string;
}

export type UssdEvent =
  | { type: 'dial'; sessionId: string; phoneNumber: string }
  | { type: 'send'; input: string }
  | { type: 'reply'; sessionId: string; reply: string }
  | { type: 'failed'; sessionId: string }
  | { type: 'cancel' };

export const IDLE: UssdDialogue = { phase: 'idle', sessionId: '', phoneNumber: '', inputs: [], screen: '' };

/** The `text` a gateway sends: every input so far, joined by "*" (empty on the first screen). */
export function joinInputs(inputs: readonly string[]): string {
  return inputs.join('*');
}

/** A reply without CON/END is a broken menu: shown, and the dial treated as over. */
export function parseReply(reply: string): { continues: boolean; screen: string } {
  if (reply.startsWith('CON ')) return { continues: true, screen: reply.slice(4) };
  if (reply.startsWith('END ')) return { continues: false, screen: reply.slice(4) };
  return { continues: false, screen: reply };
}

/** Characters as the phone counts them: an Arabic letter or an emoji is one, not two UTF-16 units. */
export function screenLength(screen: string): number {
  return [...screen].length;
}

export function ussdReducer(state: UssdDialogue, event: UssdEvent): UssdDialogue {
  switch (event.type) {
    case 'dial':
      return { phase: 'waiting', sessionId: event.sessionId, phoneNumber: event.phoneNumber, inputs: [], screen: '' };
    case 'send':
      if (state.phase !== 'continue') return state;
      return { ...state, phase: 'waiting', inputs: [...state.inputs, event.input.trim()] };
    case 'reply': {
      // A reply to a dial that was cancelled or replaced meanwhile is not shown.
      if (state.phase !== 'waiting' || event.sessionId !== state.sessionId) return state;
      const { continues, screen } = parseReply(event.reply);
      return { ...state, phase: continues ? 'continue' : 'end', screen };
    }
    case 'failed':
      if (state.phase !== 'waiting' || event.sessionId !== state.sessionId) return state;
      return { ...state, phase: 'failed' };
    case 'cancel':
      return IDLE;
  }
}
