/**
 * Starts the real server (HTTP on a free port) on a private copy of the migrated,
 * seeded template database, and gives tests a small HTTP client with a cookie jar
 * that speaks the API's conventions (CSRF double submit, JSON errors).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { CAST, DEMO_PASSWORD, openDatabase, type CastMember, type DatabaseHandle } from '@ss/db';
import { loadConfig, type Config } from '../src/config.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';
import { databaseUrlFor } from './db-url.ts';

async function cloneDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  const adminUrl = process.env.DATABASE_URL;
  if (template && adminUrl) {
    const name = `ss_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = await openDatabase({ url: databaseUrlFor(adminUrl, name), poolSize: 5 });
    return {
      handle,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const handle = await openDatabase({ dataDir: ':memory:', loadDataDir: new Blob([dump]) });
  return { handle, drop: async () => {} };
}

export interface TestServer {
  runtime: Runtime;
  baseUrl: string;
  db: DatabaseHandle['db'];
  client(): ApiClient;
  /** A client already signed in as a cast member. */
  as(member: CastMember): Promise<ApiClient>;
  close(): Promise<void>;
}

/** `retryDelaySeconds`: the queues' first retry delay (5 s), shortened by a test that watches retries happen. */
export async function startTestServer(overrides: Partial<Config> = {}, opts: { logStream?: { write(line: string): void }; retryDelaySeconds?: number } = {}): Promise<TestServer> {
  const { handle, drop } = await cloneDatabase();
  const config: Config = {
    ...loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DEMO: '0', WORKERS: '0' }),
    webDist: '/nonexistent',
    // The cast's administrators would each have to enrol a second factor: only test/mfa.test.ts asks for it.
    mfaEnforced: false,
    ...overrides,
  };
  const runtime = await startRuntime(config, { database: handle, pollSeconds: 0.5, retryDelaySeconds: opts.retryDelaySeconds, seed: false, logStream: opts.logStream });
  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    runtime,
    baseUrl,
    db: handle.db,
    client: () => new ApiClient(baseUrl),
    async as(member) {
      const c = new ApiClient(baseUrl);
      await c.signIn(CAST[member]);
      return c;
    },
    async close() {
      await runtime.close();
      await drop();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like API client: keeps cookies, echoes the CSRF cookie on mutations. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  csrf = true;
  bearer?: string;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] = 'application/json';
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    if (this.csrf && !['GET', 'HEAD'].includes(method)) {
      if (!this.cookies.has('csrftoken')) await this.request('GET', '/api/v1/current_user/');
      h['x-csrftoken'] = this.cookies.get('csrftoken')!;
      h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /max-age=0$/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async signIn(email: string, password = DEMO_PASSWORD, door: 'auth' | 'admin_auth' = 'auth') {
    const res = await this.post<{ token: string }>(`/api/v1/${door}/`, { email, password });
    if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }
}

/** Polls until `check` returns a value (not undefined) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
