import { describe, expect, it } from 'vitest';
import { parseB2cResult, parseQueueTimeout, parseStatusResult } from './daraja-callbacks';

const success = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: 'req-1',
    ConversationID: 'AG_20261122_1',
    TransactionID: 'SKM1ABC234',
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: 1500 },
        { Key: 'TransactionReceipt', Value: 'SKM1ABC234' },
        { Key: 'ReceiverPartyPublicName', Value: '254712345678 - AMINA HASSAN' },
      ],
    },
    ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internal/b2c' } },
  },
};

describe('parseB2cResult', () => {
  it('reads a completed payment with its receipt and nothing personal', () => {
    const parsed = parseB2cResult(success);
    expect(parsed).toEqual({
      requestId: 'req-1',
      conversationId: 'AG_20261122_1',
      transactionId: 'SKM1ABC234',
      amount: 1500,
      outcome: { status: 'completed', receipt: 'SKM1ABC234', resultCode: '0' },
    });
    expect(JSON.stringify(parsed)).not.toMatch(/AMINA|254712345678/);
  });

  it('reads a failure with its code and description, numeric or not', () => {
    const failed = {
      Result: {
        ResultType: 0,
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: 'req-2',
        ConversationID: 'AG_2',
        TransactionID: 'SKM2',
      },
    };
    expect(parseB2cResult(failed)?.outcome).toEqual({
      status: 'failed',
      reason: 'M-Pesa 2001: The initiator information is invalid.',
      resultCode: '2001',
      failure: { code: 'other', detail: 'M-Pesa 2001: The initiator information is invalid.' },
    });
    const operator = {
      Result: { ...failed.Result, ResultCode: 'SFC_IC0003', ResultDesc: 'The operator does not exist.' },
    };
    expect(parseB2cResult(operator)?.outcome).toMatchObject({
      status: 'failed',
      resultCode: 'SFC_IC0003',
      failure: { code: 'invalid_number', detail: 'M-Pesa SFC_IC0003: The operator does not exist.' },
    });
    const broke = { Result: { ...failed.Result, ResultCode: 1, ResultDesc: 'The balance is insufficient.' } };
    expect(parseB2cResult(broke)?.outcome).toMatchObject({ failure: { code: 'insufficient_funds' } });
  });

  it('takes a single ResultParameter given as an object, and the TransactionID when no receipt is listed', () => {
    const single = {
      Result: {
        ...success.Result,
        ResultParameters: { ResultParameter: { Key: 'TransactionReceipt', Value: 'ONE1' } },
      },
    };
    expect(parseB2cResult(single)?.outcome).toMatchObject({ receipt: 'ONE1' });
    const none = { Result: { ...success.Result, ResultParameters: undefined } };
    expect(parseB2cResult(none)?.outcome).toMatchObject({ receipt: 'SKM1ABC234' });
  });

  it('refuses what is not a result: no Result, no code, no id, a success without receipt', () => {
    expect(parseB2cResult(null)).toBeNull();
    expect(parseB2cResult({ Body: {} })).toBeNull();
    expect(parseB2cResult({ Result: { OriginatorConversationID: 'x' } })).toBeNull();
    expect(parseB2cResult({ Result: { ResultCode: 0 } })).toBeNull();
    expect(parseB2cResult({ Result: { ResultCode: 0, OriginatorConversationID: 'x', TransactionID: '' } })).toBeNull();
  });
});

describe('parseQueueTimeout', () => {
  it('names the payment and nothing else', () => {
    expect(
      parseQueueTimeout({ Result: { ResultCode: 1, OriginatorConversationID: 'req-3', ConversationID: 'AG_3' } }),
    ).toEqual({ requestId: 'req-3', conversationId: 'AG_3' });
    expect(parseQueueTimeout({ Result: {} })).toBeNull();
    expect(parseQueueTimeout('timeout')).toBeNull();
  });
});

const statusResult = (
  parameters: { Key: string; Value?: unknown }[],
  code: number | string = 0,
  occasion = 'req-4',
) => ({
  Result: {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: code === 0 ? 'The service request is processed successfully.' : 'The transaction could not be found',
    OriginatorConversationID: 'query-own-id',
    ConversationID: 'AG_query',
    TransactionID: 'SKM4',
    ResultParameters: { ResultParameter: parameters },
    ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: occasion } },
  },
});

describe('parseStatusResult', () => {
  it('settles a completed payment named in ResultParameters, not by the query’s own ids', () => {
    const answer = parseStatusResult(
      statusResult([
        { Key: 'OriginatorConversationID', Value: 'req-4' },
        { Key: 'ConversationID', Value: 'AG_4' },
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'ReceiptNo', Value: 'SKM4' },
        { Key: 'Amount', Value: '1500.00' },
        { Key: 'CreditPartyName', Value: '254712345678 - AMINA HASSAN' },
      ]),
    );
    expect(answer).toEqual({
      kind: 'settled',
      requestId: 'req-4',
      conversationId: 'AG_4',
      transactionId: 'SKM4',
      amount: 1500,
      outcome: { status: 'completed', receipt: 'SKM4', resultCode: '0' },
    });
    expect(JSON.stringify(answer)).not.toContain('AMINA');
  });

  it('falls back on the Occasion we sent to name the payment, and reads a failed transaction', () => {
    const answer = parseStatusResult(
      statusResult(
        [
          { Key: 'TransactionStatus', Value: 'Failed' },
          { Key: 'ReceiptNo', Value: 'SKM5' },
        ],
        0,
        'req-5',
      ),
    );
    expect(answer).toMatchObject({
      kind: 'settled',
      requestId: 'req-5',
      outcome: { status: 'failed', reason: 'M-Pesa transaction failed', failure: { code: 'provider_declined' } },
    });
  });

  it('settles nothing when the query failed or the transaction is still open', () => {
    expect(parseStatusResult(statusResult([], 'R000001', 'req-6'))).toEqual({
      kind: 'unsettled',
      requestId: 'req-6',
      conversationId: null,
      reason: 'M-Pesa R000001: The transaction could not be found',
      notFound: true,
    });
    expect(parseStatusResult(statusResult([{ Key: 'TransactionStatus', Value: 'Pending' }]))).toMatchObject({
      kind: 'unsettled',
      requestId: 'req-4',
      notFound: false,
    });
    expect(parseStatusResult(statusResult([{ Key: 'TransactionStatus', Value: 'Completed' }]))).toMatchObject({
      kind: 'unsettled',
    });
    expect(parseStatusResult({})).toBeNull();
  });

  it('tells "M-Pesa has no such transaction" from other failed queries by its description', () => {
    const result = (code: string | number, description: string) => ({
      Result: {
        ResultType: 0,
        ResultCode: code,
        ResultDesc: description,
        ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: 'req-7' } },
      },
    });
    expect(parseStatusResult(result(1, 'The transaction could not be found.'))).toMatchObject({
      kind: 'unsettled',
      notFound: true,
      requestId: 'req-7',
    });
    expect(parseStatusResult(result(2001, 'The initiator information is invalid.'))).toMatchObject({
      kind: 'unsettled',
      notFound: false,
    });
    expect(parseStatusResult(result('SFC_IC0003', 'Receiver party is invalid'))).toMatchObject({
      kind: 'unsettled',
      notFound: false,
    });
  });
});
