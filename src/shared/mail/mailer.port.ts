export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail (SMTP, or files on disk where no mail server is configured). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
