import type { SmsSender } from './sms.ts';

export interface RecordedSms {
  phone: string;
  text: string;
  sentAt: Date;
}

/**
 * Development and test driver: nothing leaves the machine. Messages are kept (the last 200) so that
 * tests and developers can read them; the API shows the code as `debug.code` outside production.
 */
export class LocalSmsSender implements SmsSender {
  readonly kind = 'local' as const;
  readonly exposesCodes = true;
  readonly messages: RecordedSms[] = [];

  constructor(private readonly log?: (message: string) => void) {}

  async send(phone: string, text: string): Promise<void> {
    this.messages.push({ phone, text, sentAt: new Date() });
    if (this.messages.length > 200) this.messages.shift();
    this.log?.(`SMS to ${phone}: ${text}`);
  }

  /** The last message sent to a phone. */
  lastTo(phone: string): RecordedSms | undefined {
    return this.messages.findLast((m) => m.phone === phone);
  }
}
