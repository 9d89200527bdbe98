/** A bare Node HTTP server answering fixed JSON bytes (given base64 in BARE_BODY): the baseline. */
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '', 'base64');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`READY ${(server.address() as { port: number }).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
