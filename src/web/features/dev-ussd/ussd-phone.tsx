import { Phone, PhoneOff, Send } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePhone } from '@domain/phone';
import { ApiError, errorMessage, newIdempotencyKey } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Spinner } from '@web/ui/spinner';
import { useSendUssd } from './api/send-ussd';
import { IDLE, joinInputs, ussdReducer, type UssdDialogue } from './ussd-dialogue';
import { UssdScreen } from './ussd-screen';

/** Dial, read the menu, answer, until the menu ends the dial or the person hangs up. */
export function UssdPhone() {
  const { t } = useTranslation('ussd');
  const [dialogue, dispatch] = useReducer(ussdReducer, IDLE);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const send = useSendUssd();
  const answerInput = useRef<HTMLInputElement>(null);
  const dialButton = useRef<HTMLButtonElement>(null);

  const ask = (state: UssdDialogue) => {
    const { sessionId } = state;
    send.mutate(
      { sessionId, phoneNumber: state.phoneNumber, text: joinInputs(state.inputs) },
      {
        onSuccess: ({ reply }) => dispatch({ type: 'reply', sessionId, reply }),
        onError: (error) => {
          setFailure(error);
          dispatch({ type: 'failed', sessionId });
        },
      },
    );
  };

  const onDial = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizePhone(phoneNumber);
    if (!number) return setPhoneError(t('simulator.phoneInvalid'));
    setPhoneError(undefined);
    setFailure(null);
    // A new session per dial, as a network gives one: the menu starts again at the language screen.
    const sessionId = `sim-${newIdempotencyKey()}`;
    dispatch({ type: 'dial', sessionId, phoneNumber: number });
    ask({ ...IDLE, phase: 'waiting', sessionId, phoneNumber: number });
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (dialogue.phase !== 'continue') return;
    dispatch({ type: 'send', input: answer });
    ask({ ...dialogue, inputs: [...dialogue.inputs, answer.trim()] });
    setAnswer('');
  };

  // Keyboard and screen-reader users land where the next step is: the answer, or dialling again
  // (also after hanging up, whose button has gone). Not on first opening the page.
  const dialled = useRef(false);
  useEffect(() => {
    if (dialogue.phase === 'continue') answerInput.current?.focus();
    else if (dialogue.phase !== 'waiting' && dialled.current) dialButton.current?.focus();
    if (dialogue.phase !== 'idle') dialled.current = true;
  }, [dialogue.phase, dialogue.screen]);

  const inCall = dialogue.phase === 'waiting' || dialogue.phase === 'continue';
  const notAvailable = failure instanceof ApiError && failure.status === 404;
  return (
    <div className="flex w-full max-w-sm flex-col gap-4 rounded-3xl border-2 border-slate-300 bg-white p-4 shadow-sm">
      <form noValidate onSubmit={onDial} className="flex flex-col gap-3">
        <FormField label={t('simulator.phoneNumber')} hint={t('simulator.phoneHint')} error={phoneError}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            value={phoneNumber}
            disabled={inCall}
            onChange={(event) => setPhoneNumber(event.target.value)}
          />
        </FormField>
        {!inCall && (
          <Button ref={dialButton} type="submit" className="self-start">
            <Phone aria-hidden="true" />
            {dialogue.phase === 'idle' ? t('simulator.dial') : t('simulator.dialAgain')}
          </Button>
        )}
      </form>
      {dialogue.phase !== 'idle' && (
        <UssdScreen
          screen={dialogue.screen}
          waiting={dialogue.phase === 'waiting'}
          sent={joinInputs(dialogue.inputs)}
        />
      )}
      {dialogue.phase === 'end' && <p className="text-sm text-muted-foreground">{t('simulator.ended')}</p>}
      {dialogue.phase === 'failed' && (
        <Alert tone={notAvailable ? 'info' : 'error'}>
          {notAvailable ? t('simulator.notAvailable') : t('simulator.failed', { message: errorMessage(failure) })}
        </Alert>
      )}
      {inCall && (
        <form noValidate onSubmit={onSend} className="flex flex-col gap-3">
          <FormField label={t('simulator.answer')}>
            <Input
              ref={answerInput}
              autoComplete="off"
              dir="auto"
              value={answer}
              disabled={dialogue.phase !== 'continue'}
              onChange={(event) => setAnswer(event.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={dialogue.phase !== 'continue'}>
              {dialogue.phase === 'waiting' ? <Spinner /> : <Send aria-hidden="true" />}
              {t('simulator.send')}
            </Button>
            <Button variant="outline" onClick={() => dispatch({ type: 'cancel' })}>
              <PhoneOff aria-hidden="true" />
              {t('simulator.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
