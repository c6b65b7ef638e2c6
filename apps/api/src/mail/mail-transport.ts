import type { MailMessage } from './mail-message';

/** What actually hands a message to the mail server; only the outbox worker calls it. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}
