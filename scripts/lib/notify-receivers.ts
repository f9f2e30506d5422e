import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// Real receivers for the notifier, in the test or bench process: an SMTP server that keeps every
// message it is given, and an HTTP endpoint that keeps every webhook call and answers as told.

/** An e-mail as the SMTP server received it. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  cc: string[];
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** The calendar invitation (text/calendar part), '' when none. */
  calendar: string;
  receivedAt: number;
}

export interface SmtpReceiver {
  url: string;
  emails: ReceivedEmail[];
  close(): Promise<void>;
}

/** An SMTP server on a free loopback port, without TLS or authentication. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const emails: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, callback) {
      try {
        const mail = await simpleParser(stream);
        const addresses = (field: typeof mail.to) =>
          (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
            entry.value.map((a) => a.address ?? ''),
          );
        emails.push({
          from: mail.from?.text ?? '',
          to: addresses(mail.to),
          cc: addresses(mail.cc),
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          messageId: mail.messageId ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          calendar:
            mail.attachments.find((part) => part.contentType.startsWith('text/calendar'))?.content.toString('utf8') ??
            '',
          receivedAt: Date.now(),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    emails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook call as the receiver got it. */
export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/**
 * What the receiver does with its `count`-th call (1-based): answer with a status, never answer
 * ('hang'), or drop the connection unanswered with a TCP reset ('reset'), as a receiver closing an
 * idle kept-alive connection does to a request that arrives on it at that moment.
 */
export type WebhookAnswer = number | 'hang' | 'reset';
export type WebhookBehaviour = (count: number, call: ReceivedCall) => WebhookAnswer | Promise<WebhookAnswer>;

export interface WebhookReceiver {
  url: string;
  calls: ReceivedCall[];
  /** Changes how later calls are answered. */
  behave(behaviour: WebhookBehaviour): void;
  close(): Promise<void>;
}

/** An HTTP receiver on a free loopback port; answers 200 unless told otherwise. */
export async function startWebhookReceiver(behaviour: WebhookBehaviour = () => 200): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  let current = behaviour;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() };
      calls.push(call);
      void Promise.resolve(current(calls.length, call)).then((answer) => {
        if (answer === 'reset') req.socket.resetAndDestroy();
        else if (answer !== 'hang')
          res.writeHead(answer, { 'Content-Type': 'text/plain' }).end(answer < 300 ? 'ok' : 'lỗi');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    calls,
    behave(next) {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
