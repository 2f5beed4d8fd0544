import { SmsDeliveryError, type SmsSender } from './sms.ts';

export interface TurboSmsOptions {
  token: string;
  sender: string;
  /** https://api.turbosms.ua, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

interface TurboSmsAnswer {
  response_code?: number;
  response_status?: string;
  response_result?: Array<{ phone?: string; response_code?: number; response_status?: string; message_id?: string }> | null;
}

/** 800–803: accepted or sent, whole or in part; 0: OK for one recipient (integrations.md §3). */
const isSuccess = (code: number | undefined) => code === 0 || (code !== undefined && code >= 800 && code <= 803);

/**
 * TurboSMS HTTP API: `POST /message/send.json` with a bearer token. Errors usually come back as
 * HTTP 200 with the code in the body, so the body decides. A partial success is a success: sending
 * again would double-send.
 */
export class TurboSmsSender implements SmsSender {
  readonly kind = 'turbosms' as const;
  readonly exposesCodes = false;

  constructor(private readonly options: TurboSmsOptions) {}

  async send(phone: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiUrl}/message/send.json`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
        // TurboSMS writes numbers without "+".
        body: JSON.stringify({ recipients: [phone.replace(/^\+/, '')], sms: { sender: this.options.sender, text } }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`TurboSMS unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as TurboSmsAnswer | null;
    if (!answer || typeof answer.response_code !== 'number') {
      throw new SmsDeliveryError(`TurboSMS answered HTTP ${response.status} without a result`);
    }
    if (!isSuccess(answer.response_code)) {
      throw new SmsDeliveryError(`TurboSMS refused: ${answer.response_status ?? 'unknown'}`, answer.response_code);
    }
    const recipient = answer.response_result?.[0];
    if (recipient && !isSuccess(recipient.response_code)) {
      throw new SmsDeliveryError(`TurboSMS refused the recipient: ${recipient.response_status ?? 'unknown'}`, recipient.response_code);
    }
  }
}
