import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  /** Header lines as sent, by lower-case name ('list-unsubscribe' → '<https://…>'). */
  headers: Map<string, string>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  /** How many mails to each address `codeFor` has already read. */
  const read = new Map<string, number>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // While refusing, it answers as a mail server that is down for maintenance.
    onConnect(_session, callback) {
      if (!refusing) return callback();
      const down = Object.assign(new Error('Service not available, try again later'), {
        responseCode: 421,
      });
      callback(down);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers: new Map(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * Waits for a mail to `to` that no earlier call has read (mail is delivered after the reply,
   * by the outbox worker) and returns the newest one's 6-character code.
   */
  async function codeFor(to: string, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const toHere = mails.filter((m) => m.to === to);
      const code = toHere.at(-1)?.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
      if (code && toHere.length > (read.get(to) ?? 0)) {
        read.set(to, toHere.length);
        return code;
      }
      if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** Waits for a mail that `matches`, delivered already or still to come. */
  async function waitFor(matches: (mail: CaughtMail) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no such mail arrived');
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
    waitFor,
    /** Refuse every connection (a mail server that is down) until set back to false. */
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
