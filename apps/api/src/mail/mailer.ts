import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, or with no SMTP_URL a development mailbox that prints to the log. */
export function createMailer(
  options: { smtpUrl?: string; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject } },
          `development mailbox:\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
