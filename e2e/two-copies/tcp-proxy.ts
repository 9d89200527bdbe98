/**
 * A TCP forwarder for the fault tests (issue 25, section 4), in two roles:
 * - in front of the server copies, as the load balancer is in production (deploy/nginx.conf): each new connection
 *   goes to the first copy that accepts it, so when one copy dies the browsers' next requests and their socket's
 *   reconnection reach the other by themselves;
 * - between the copies and PostgreSQL: `cut()` drops every open connection and refuses new ones, which is what the
 *   copies see of a database restart, and `restore()` lets them connect again. The PostgreSQL server itself, which
 *   other steps of the run share, is never touched.
 * Bytes are piped as they are: HTTP, WebSockets and PostgreSQL's protocol alike.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes every open connection and refuses new ones until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(listenPort: number, targets: { host: string; port: number }[]): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let down = false;

  const connectTo = (index: number, client: net.Socket) => {
    const target = targets[index];
    if (!target) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    upstream.once('error', () => {
      // Refused before any byte went through: the next target. Once piped, an error ends both sides.
      if (!upstream.bytesWritten && !upstream.bytesRead) connectTo(index + 1, client);
      else client.destroy();
    });
    upstream.once('connect', () => {
      open.add(upstream);
      upstream.once('close', () => {
        open.delete(upstream);
        client.destroy();
      });
      client.once('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  };

  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    if (down) return client.destroy();
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    connectTo(0, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    port: listenPort,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        down = true;
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
