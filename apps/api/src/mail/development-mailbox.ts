import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';

// Codes stand on a line of their own in every mail that carries one (see verification-email.ts).
const codeLine = /^[A-Z0-9]{6}$/m;

/**
 * One plain line a newcomer finds in the server output at a glance: who the mail is for, its
 * subject, and the code it carries (or its text, joined onto the line, when it has none).
 */
export function developmentMailboxLine(message: MailMessage): string {
  const code = codeLine.exec(message.text)?.[0];
  const content = code ? `code ${code}` : message.text.replace(/\s+/g, ' ').trim();
  return `[development mailbox] to ${message.to} · ${message.subject} · ${content}`;
}

/** With no SMTP_URL: mail is printed, not sent, as plain lines beside the JSON log. */
export function createDevelopmentMailbox(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): MailTransport {
  return {
    async deliver(message) {
      write(developmentMailboxLine(message));
    },
    close() {},
  };
}
