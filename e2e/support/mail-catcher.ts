import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailHttpPort, smtpPort } from './ports';

/**
 * A real SMTP server for the e2e stack, with an HTTP side that lists what arrived so tests can
 * read the verification codes the api mailed.
 */
interface Mail {
  to: string;
  subject: string;
  text: string;
}

const mails: Mail[] = [];

const smtp = new SMTPServer({
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
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return response.end('{"ok":true}');
  const to = url.searchParams.get('to');
  response.end(JSON.stringify(mails.filter((mail) => !to || mail.to === to)));
}).listen(mailHttpPort, '127.0.0.1');
