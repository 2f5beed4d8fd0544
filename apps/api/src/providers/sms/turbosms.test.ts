import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from './sms.ts';
import { TurboSmsSender } from './turbosms.ts';

/**
 * A local TurboSMS: checks the bearer token and answers with the documented codes (integrations.md §3),
 * usually with HTTP 200 and the code in the body.
 */
const received: Array<{ recipients: string[]; sms: { sender: string; text: string } }> = [];
let answerFor: (phone: string) => object;
let server: http.Server;
let apiUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/message/send.json') {
        res.statusCode = 404;
        return res.end('{}');
      }
      if (req.headers.authorization !== 'Bearer good-token') {
        return res.end(JSON.stringify({ response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null }));
      }
      const message = JSON.parse(body);
      received.push(message);
      res.end(JSON.stringify(answerFor(message.recipients[0])));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const accepted = (phone: string, code = 800) => ({
  response_code: code,
  response_status: 'SUCCESS_MESSAGE_ACCEPTED',
  response_result: [{ phone, response_code: 0, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: 'OK' }],
});

describe('TurboSMS driver (against a local fake)', () => {
  it('posts the message with the sender, the number without "+" and the bearer token', async () => {
    answerFor = (phone) => accepted(phone);
    const sender = new TurboSmsSender({ token: 'good-token', sender: 'ProCosmetics', apiUrl });
    await sender.send('+380671234567', 'Код: 123456');
    expect(received.at(-1)).toEqual({ recipients: ['380671234567'], sms: { sender: 'ProCosmetics', text: 'Код: 123456' } });
    expect(sender.exposesCodes).toBe(false);
  });

  it('treats 800–803 as success, partial ones included (resending would double-send)', async () => {
    const sender = new TurboSmsSender({ token: 'good-token', sender: 'ProCosmetics', apiUrl });
    for (const code of [801, 802, 803]) {
      answerFor = (phone) => accepted(phone, code);
      await expect(sender.send('+380671234567', 'x')).resolves.toBeUndefined();
    }
  });

  it('reports refusals with the provider code: token, stop list, country not enabled, fatal', async () => {
    const badToken = new TurboSmsSender({ token: 'wrong', sender: 'ProCosmetics', apiUrl });
    await expect(badToken.send('+380671234567', 'x')).rejects.toMatchObject({ code: 103 });

    const sender = new TurboSmsSender({ token: 'good-token', sender: 'ProCosmetics', apiUrl });
    answerFor = (phone) => ({
      response_code: 800,
      response_status: 'SUCCESS_MESSAGE_ACCEPTED',
      response_result: [{ phone, response_code: 406, message_id: null, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' }],
    });
    const country = await sender.send('+380671234567', 'x').catch((e) => e);
    expect(country).toBeInstanceOf(SmsDeliveryError);
    expect(country.code).toBe(406);

    for (const [code, status] of [[404, 'RECIPIENT_IN_STOPLIST'], [203, 'NOT_ENOUGH_CREDITS'], [999, 'FATAL_ERROR']] as const) {
      answerFor = () => ({ response_code: code, response_status: status, response_result: null });
      await expect(sender.send('+380671234567', 'x')).rejects.toMatchObject({ code });
    }
  });

  it('reports an unreachable service or a body that is not TurboSMS', async () => {
    const offline = new TurboSmsSender({ token: 'good-token', sender: 'ProCosmetics', apiUrl: 'http://127.0.0.1:1' });
    await expect(offline.send('+380671234567', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
    const wrongPath = new TurboSmsSender({ token: 'good-token', sender: 'ProCosmetics', apiUrl: `${apiUrl}/nowhere` });
    await expect(wrongPath.send('+380671234567', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
