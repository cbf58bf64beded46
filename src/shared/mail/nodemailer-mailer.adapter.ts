import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { Mailer, type MailMessage } from './mailer.port.js';

export interface MailSettings {
  /** SMTP server (smtp://user:pass@host:port); without it mail is written as .eml files. */
  smtpUrl?: string;
  /** Where .eml files go (`<dataDir>/mail/`). */
  dataDir: string;
  from: string;
}

/** SMTP when configured; otherwise each message becomes an .eml file under `<dataDir>/mail/`, readable by any mail client. */
export class NodemailerMailer extends Mailer {
  private readonly transport;

  constructor(private readonly settings: MailSettings) {
    super();
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.settings.from, ...message });
    if (this.settings.smtpUrl) return;
    const folder = join(this.settings.dataDir, 'mail');
    await mkdir(folder, { recursive: true });
    const raw = (info as { message?: unknown }).message;
    await writeFile(join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`), Buffer.isBuffer(raw) ? raw : String(raw));
  }
}
