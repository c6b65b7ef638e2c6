import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the newest mail to `to` after `after` mails, and returns its 6-character code. */
  async function codeFor(to: string, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.filter((m) => m.to === to).at(-1);
      const code = mail?.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
