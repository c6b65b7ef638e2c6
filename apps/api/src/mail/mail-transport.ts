import nodemailer from 'nodemailer';
import { createDevelopmentMailbox } from './development-mailbox';
import type { MailMessage } from './mail-message';

/** What actually hands a message to the mail server; only the outbox worker calls it. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

// Short enough that a hung server fails the attempt well within the job's expiry.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer, or with no SMTP_URL a development mailbox that prints each mail. */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  printMail?: boolean;
}): MailTransport {
  if (!options.smtpUrl) {
    return createDevelopmentMailbox(options.printMail === false ? () => {} : undefined);
  }
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts });
  return {
    async deliver(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
