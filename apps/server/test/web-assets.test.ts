/**
 * The built SPA as the server sends it (issue 13, section 0): brotli or gzip copies written at build
 * time, chosen by Accept-Encoding; hashed assets cached for good, index.html never; the SPA fallback.
 * The fixture is a small "built app" compressed by the build's own step.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.ts';
import { startTestServer, type TestServer } from './harness.ts';

const ENTRY = '/assets/index-AbC123xy.js';
const TINY = '/assets/tiny-Zz9Yy8Xx.js';
const entrySource = Array.from({ length: 200 }, (_, i) => `export const value${i} = "Student Support Hub ${i}";`).join('\n');
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Student Support Hub</title>${'<!-- padding -->'.repeat(80)}<script type="module" src="${ENTRY}"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let server: TestServer;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ss-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, ENTRY), entrySource);
  writeFileSync(join(dir, TINY), 'export const tiny = 1;');
  await precompress(dir);
  server = await startTestServer({ webDist: dir });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the build step', () => {
  it('writes .br and .gz beside text assets worth compressing, and leaves tiny files alone', () => {
    expect(existsSync(join(dir, `${ENTRY}.br`))).toBe(true);
    expect(existsSync(join(dir, `${ENTRY}.gz`))).toBe(true);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, `${TINY}.br`))).toBe(false);
    expect(existsSync(join(dir, `${TINY}.gz`))).toBe(false);
  });
});

describe('hashed assets', () => {
  it('are sent brotli-encoded to a browser that takes brotli, cached for a year as immutable', async () => {
    const res = await get(ENTRY, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(res.body.length).toBeLessThan(entrySource.length / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(entrySource);
  });

  it('are sent gzip-encoded to a client that takes only gzip', async () => {
    const res = await get(ENTRY, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(res.body).toString()).toBe(entrySource);
  });

  it('are sent as they are without Accept-Encoding, still varying on it for shared caches', async () => {
    const res = await get(ENTRY);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(entrySource);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
  });

  it('without a compressed copy, are sent as they are whatever the browser accepts', async () => {
    const res = await get(TINY, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export const tiny = 1;');
  });

  it('answer 404 when missing, not the SPA (a stale chunk must not be given HTML), and the copies are not URLs of their own', async () => {
    const missing = await get('/assets/gone-00000000.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    const copy = await get(`${ENTRY}.br`);
    expect(copy.status).toBe(404);
  });
});

describe('index.html and the SPA fallback', () => {
  it('/ and any page path send index.html compressed, never cached without revalidation', async () => {
    for (const path of ['/', '/district/1/schools', '/auth?lang=fr']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(indexHtml);
    }
    const plain = await get('/district/1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(indexHtml);
  });

  it('leaves unknown API paths as JSON 404s', async () => {
    const res = await get('/api/v1/no-such-thing/', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
  });
});
