/**
 * A tiny SMTP server on loopback that can be made to fail as real ones do (issue 25, section 4), for the e-mail
 * fault tests. It speaks just enough SMTP for nodemailer (220 greeting, EHLO/HELO, MAIL, RCPT, DATA, '.', QUIT) and
 * can be switched, between attempts, to:
 * - `refuse`: the port is closed (the client's connect fails with ECONNREFUSED);
 * - `hang`: the connection is accepted and nothing is ever said (no greeting);
 * - `busy`: the greeting is a 421, a temporary failure (RFC 5321 §3.8);
 * - `lose-reply`: the message is taken, and the 250 after it never sent (the case no sender can tell from a failure);
 * - `work`: a working server.
 * `messages` holds every message taken, whatever the mode; `connections` when each connection came, and in which mode.
 */
import { createServer, type Server, type Socket } from 'node:net';

export type FakeSmtpMode = 'refuse' | 'hang' | 'busy' | 'lose-reply' | 'work';

export interface FakeSmtp {
  port: number;
  messages: string[];
  connections: { at: number; mode: FakeSmtpMode }[];
  setMode(mode: FakeSmtpMode): Promise<void>;
  /** The messages carrying this Message-ID header (exactly, angle brackets included). */
  withMessageId(id: string): string[];
  close(): Promise<void>;
}

export async function fakeSmtp(initial: FakeSmtpMode = 'work'): Promise<FakeSmtp> {
  let mode: FakeSmtpMode = initial;
  const messages: string[] = [];
  const connections: FakeSmtp['connections'] = [];
  const sockets = new Set<Socket>();

  const converse = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    connections.push({ at: Date.now(), mode });
    if (mode === 'hang') return;
    if (mode === 'busy') {
      socket.end('421 4.3.2 fake.test busy, try again later\r\n');
      return;
    }
    const loseReply = mode === 'lose-reply';
    socket.write('220 fake.test ESMTP\r\n');
    let buffered = '';
    let data: string[] | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            if (!loseReply) socket.write('250 2.0.0 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') socket.write('250 2.1.0 OK\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write('502 5.5.1 not implemented\r\n');
      }
    });
  };

  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer(converse);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve((s.address() as { port: number }).port);
      });
    });
  const stop = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  const port = await listen(0);
  if (initial === 'refuse') await stop();

  return {
    port,
    messages,
    connections,
    async setMode(next) {
      mode = next;
      // Refusing is a closed port; any other mode needs it open again (the same port: the transport's URL names it).
      if (next === 'refuse') await stop();
      else if (!server) await listen(port);
    },
    withMessageId: (id) => messages.filter((m) => m.split('\r\n').some((l) => l.toLowerCase() === `message-id: ${id.toLowerCase()}`)),
    close: stop,
  };
}
