import nodemailer, { type Transporter } from 'nodemailer';
import type { Letter, Mailer } from './mailer.ts';

/** SMTP through nodemailer; `url` is e.g. `smtps://user:pass@smtp.example.com:465`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(letter: Letter): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...letter });
  }

  close(): void {
    this.transport.close();
  }
}
