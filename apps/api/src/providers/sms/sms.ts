/** Sends text messages (SMS codes). Drivers: local (default, records messages) and TurboSMS. */
export interface SmsSender {
  readonly kind: 'local' | 'turbosms';
  /** The local driver lets the API show the code as `debug.code` outside production. */
  readonly exposesCodes: boolean;
  /** `phone` in E.164 ("+380671234567"). Throws SmsDeliveryError when the provider refuses. */
  send(phone: string, text: string): Promise<void>;
}

/** The provider did not accept the message; `code` is the provider's own code when it gave one. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
  ) {
    super(message);
  }
}
