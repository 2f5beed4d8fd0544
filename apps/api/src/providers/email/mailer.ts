/** A letter in one language; both text and HTML parts are sent. */
export interface Letter {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. Drivers: local outbox (default) and SMTP through nodemailer. */
export interface Mailer {
  readonly kind: 'local' | 'smtp';
  send(letter: Letter): Promise<void>;
}
