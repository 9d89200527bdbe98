/**
 * A socket client's mistakes are the client's (issue 21, section 6): a channel id the integer columns cannot hold
 * is a bad request, not a database error, and a message over the 4 kB limit closes the socket with 1009; neither
 * is logged as an error (info or warn at most), so the error log stays for the server's own failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventually, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ logLevel: 'info' }, { logStream: { write: (line: string) => void logLines.push(line) } });
}, 60_000);
afterAll(() => server?.close());

async function socket() {
  const teacher = await server.as('teacher');
  const headers = { origin: server.baseUrl, cookie: [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const ws = new WebSocket(server.baseUrl.replace('http', 'ws') + '/ws', { headers });
  const messages: { type: string; code?: string }[] = [];
  let closed: number | null = null;
  ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as { type: string; code?: string }));
  ws.on('close', (code) => (closed = code));
  await new Promise((resolve, reject) => (ws.on('open', resolve), ws.on('error', reject)));
  return { ws, messages, closed: () => closed };
}

const errorsLogged = () => logLines.map((l) => JSON.parse(l) as { level: number; msg?: string }).filter((l) => l.level >= 50);

describe('socket clients’ mistakes', () => {
  it('answers bad_request to a channel id out of range, and logs no error', async () => {
    const s = await socket();
    for (const channel of ['board:2147483648', 'meeting:9999999999']) s.ws.send(JSON.stringify({ type: 'subscribe', channel }));
    await eventually(async () => (s.messages.filter((m) => m.type === 'error').length === 2 ? true : undefined), 10_000);
    expect(s.messages.filter((m) => m.type === 'error').map((m) => m.code)).toEqual(['bad_request', 'bad_request']);
    s.ws.close();
    expect(errorsLogged()).toEqual([]);
  });

  it('closes a socket that sends more than 4 kB with 1009, and logs no error', async () => {
    const s = await socket();
    s.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) }));
    expect(await eventually(async () => s.closed() ?? undefined, 10_000)).toBe(1009);
    // The server's side of the close is logged by then or a moment later.
    await new Promise((r) => setTimeout(r, 200));
    expect(errorsLogged()).toEqual([]);
  });
});
