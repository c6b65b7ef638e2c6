import nodemailer from 'nodemailer';
import { createDevelopmentMailbox } from './development-mailbox';
import type { MailTransport } from './mail-transport';

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
