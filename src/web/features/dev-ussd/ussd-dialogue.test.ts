import { describe, expect, test } from 'vitest';
import {
  IDLE,
  joinInputs,
  parseReply,
  screenLength,
  ussdReducer,
  type UssdDialogue,
  type UssdEvent,
} from './ussd-dialogue';

function play(...events: UssdEvent[]): UssdDialogue {
  return events.reduce(ussdReducer, IDLE);
}

const dial: UssdEvent = { type: 'dial', sessionId: 'a', phoneNumber: '+254712345678' };

describe('the text sent to the phone menu', () => {
  test('is empty on the first screen and every input so far joined by * after', () => {
    expect(joinInputs([])).toBe('');
    expect(joinInputs(['3'])).toBe('3');
    expect(joinInputs(['3', '2', '4821'])).toBe('3*2*4821');
  });

  test('grows with each input a person sends during one dial', () => {
    const state = play(
      dial,
      { type: 'reply', sessionId: 'a', reply: 'CON Language?' },
      { type: 'send', input: '3' },
      { type: 'reply', sessionId: 'a', reply: 'CON Menu' },
      { type: 'send', input: ' 2 ' },
    );
    expect(state.phase).toBe('waiting');
    expect(joinInputs(state.inputs)).toBe('3*2');
  });

  test('starts empty again on the next dial, with its own session', () => {
    const first = play(dial, { type: 'reply', sessionId: 'a', reply: 'CON Menu' }, { type: 'send', input: '1' });
    const again = ussdReducer(first, { type: 'dial', sessionId: 'b', phoneNumber: '+254712345678' });
    expect(again).toMatchObject({ sessionId: 'b', inputs: [], phase: 'waiting' });
  });
});

describe('a reply of the phone menu', () => {
  test('CON waits for an input, END closes the dial; the prefix is not shown', () => {
    expect(parseReply('CON 1 English\n2 Kiswahili')).toEqual({ continues: true, screen: '1 English\n2 Kiswahili' });
    expect(parseReply('END Thank you')).toEqual({ continues: false, screen: 'Thank you' });
    expect(play(dial, { type: 'reply', sessionId: 'a', reply: 'END Bye' })).toMatchObject({
      phase: 'end',
      screen: 'Bye',
    });
  });

  test('without CON or END is shown as it came and ends the dial', () => {
    expect(parseReply('Internal error')).toEqual({ continues: false, screen: 'Internal error' });
  });

  test('to a cancelled or replaced dial is not shown', () => {
    const cancelled = play(dial, { type: 'cancel' }, { type: 'reply', sessionId: 'a', reply: 'CON Menu' });
    expect(cancelled).toEqual(IDLE);
    const replaced = play(
      dial,
      { type: 'dial', sessionId: 'b', phoneNumber: '+254712345678' },
      { type: 'reply', sessionId: 'a', reply: 'CON Old' },
    );
    expect(replaced).toMatchObject({ sessionId: 'b', phase: 'waiting', screen: '' });
  });

  test('that never came leaves the dial failed, and a late one to it is not shown', () => {
    const failed = play(dial, { type: 'failed', sessionId: 'a' });
    expect(failed.phase).toBe('failed');
    expect(ussdReducer(failed, { type: 'reply', sessionId: 'a', reply: 'CON Menu' })).toBe(failed);
  });

  test('nothing is sent while the menu has not answered or after it closed', () => {
    const waiting = play(dial, { type: 'send', input: '1' });
    expect(waiting.inputs).toEqual([]);
    const ended = play(dial, { type: 'reply', sessionId: 'a', reply: 'END Bye' }, { type: 'send', input: '1' });
    expect(ended).toMatchObject({ phase: 'end', inputs: [] });
  });

  test('counts characters as a phone does, an Arabic letter as one', () => {
    expect(screenLength('مرحبا')).toBe(5);
    expect(screenLength('1 English\n2 Kiswahili')).toBe(21);
  });
});
