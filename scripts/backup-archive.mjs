/**
 * What `npm run backup` writes and `npm run restore` reads (issue 25, section 5): one gzipped tar holding
 * `manifest.json` first, then `mfa.key` when there is one, then the database (`database.tar`, the embedded data
 * directory; or `database.dump`, pg_dump's custom format). Uploaded files live in the database (bytea), so they are in
 * the database entry. Plain Node, no dependency: a ustar writer and a streaming reader are a few dozen lines, and the
 * file opens with any `tar` (`tar xzf backup-….tar.gz`) when an operator wants the parts by hand.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const FORMAT = 'student-support-backup';
export const FORMAT_VERSION = 1;
/** The only names a backup may hold: the reader writes nothing else, and nowhere but its own folder. */
export const ENTRY_NAMES = ['manifest.json', 'mfa.key', 'database.tar', 'database.dump'];
/** Files of the data directory that are not the database: the key travels as its own entry, the others are this run's. */
const NOT_DATABASE = new Set(['mfa.key', 'server.json', 'postmaster.pid']);

const BLOCK = 512;
const zeros = (n) => Buffer.alloc(n);
const padOf = (size) => (BLOCK - (size % BLOCK)) % BLOCK;

/** The migrations this checkout knows, oldest first (drizzle's journal: `when` is what the database records). */
export function productMigrations() {
  const journal = JSON.parse(readFileSync(new URL('../packages/db/migrations/meta/_journal.json', import.meta.url), 'utf8'));
  return journal.entries.map((e) => ({ tag: e.tag, when: String(e.when) }));
}

/** `{ count, last_tag }` of a database from its count of applied migrations and the journal time of the last one. */
export function describeMigrations(count, lastWhen) {
  const known = productMigrations();
  return { count, last_tag: known.find((m) => m.when === String(lastWhen))?.tag ?? null, known_by_this_version: known.length };
}

function octal(buf, offset, length, value) {
  buf.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

function header(name, size, mode) {
  const h = zeros(BLOCK);
  h.write(name, 0, 100, 'utf8');
  octal(h, 100, 8, mode);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, Math.floor(Date.now() / 1000));
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0' + '00', 257, 8, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

/**
 * Writes `entries` ({ name, path } or { name, data }) into a gzipped tar at `file`, mode 0600: the backup holds every
 * child's record and the MFA key.
 */
export async function writeBackup(file, entries) {
  async function* records() {
    for (const e of entries) {
      const bytes = e.data ? e.data.length : (await stat(e.path)).size;
      yield header(e.name, bytes, 0o600);
      if (e.data) yield e.data;
      else yield* createReadStream(e.path);
      yield zeros(padOf(bytes));
    }
    yield zeros(2 * BLOCK);
  }
  await pipeline(records, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600, flags: 'wx' }));
}

function field(h, offset, length) {
  const end = h.indexOf(0, offset);
  return h.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end);
}

/**
 * Reads a tar from `source` (async iterable of Buffers), calling `onEntry({ name, size, type, header })` for each
 * entry; it returns a sink `{ write(chunk), end() }` for the entry's bytes, or null to skip them.
 */
export async function readTar(source, onEntry) {
  let buf = zeros(0);
  let body = null;
  let ended = false;
  for await (const chunk of source) {
    if (ended) continue;
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (!body) {
        if (buf.length < BLOCK) break;
        const h = buf.subarray(0, BLOCK);
        buf = buf.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          ended = true;
          break;
        }
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
        if (sum !== parseInt(field(h, 148, 8).trim(), 8)) throw new Error('not a tar archive (bad header checksum)');
        const prefix = field(h, 257, 6) === 'ustar' ? field(h, 345, 155) : '';
        const name = prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100);
        const size = parseInt(field(h, 124, 12).trim() || '0', 8);
        const type = String.fromCharCode(h[156] || 48);
        body = { left: size, pad: padOf(size), sink: await onEntry({ name, size, type, header: Buffer.from(h) }) };
      }
      if (body.left > 0) {
        if (!buf.length) break;
        const n = Math.min(body.left, buf.length);
        if (body.sink) await body.sink.write(buf.subarray(0, n));
        buf = buf.subarray(n);
        body.left -= n;
        continue;
      }
      if (buf.length < body.pad) break;
      buf = buf.subarray(body.pad);
      if (body.sink) await body.sink.end();
      body = null;
    }
  }
  if (body || !ended) throw new Error('the archive is truncated');
}

/** A sink writing to a new file (0600) and hashing what it writes. */
export async function fileSink(path) {
  const fh = await open(path, 'wx', 0o600);
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    async write(chunk) {
      hash.update(chunk);
      bytes += chunk.length;
      await fh.write(chunk);
    },
    async end() {
      await fh.close();
    },
    result: () => ({ bytes, sha256: hash.digest('hex') }),
  };
}

/**
 * Copies a dumped PGlite data directory (a tar) to `path`, leaving out the files that are not the database, and
 * returns its size and SHA-256.
 */
export async function writeDatabaseTar(source, path) {
  const out = await fileSink(path);
  await readTar(source, async ({ name, size, header: h }) => {
    if (NOT_DATABASE.has(name.replace(/^\/+/, ''))) return null;
    await out.write(h);
    return {
      write: (chunk) => out.write(chunk),
      end: () => out.write(zeros(padOf(size))),
    };
  });
  await out.write(zeros(2 * BLOCK));
  await out.end();
  return out.result();
}

/**
 * Unpacks a backup into `dir` (a private, empty folder): its manifest, checked, and each file the manifest lists,
 * checked against its SHA-256. Throws, with a sentence for the operator, on anything else.
 */
export async function unpackBackup(file, dir) {
  let manifest = null;
  const seen = new Map();
  const gunzip = createGunzip();
  const source = createReadStream(file)
    .on('error', (err) => gunzip.destroy(err))
    .pipe(gunzip);
  await readTar(source, async ({ name, size, type }) => {
    if (type !== '0' || !ENTRY_NAMES.includes(name) || seen.has(name)) throw new Error(`unexpected entry "${name}" in the backup`);
    if (name === 'manifest.json') {
      if (size > 1_000_000) throw new Error('the manifest is too large');
      const parts = [];
      return {
        write: async (c) => void parts.push(Buffer.from(c)),
        end: async () => {
          manifest = JSON.parse(Buffer.concat(parts).toString('utf8'));
          seen.set(name, null);
          if (manifest?.format !== FORMAT) throw new Error('this file is not a Student Support Hub backup (no manifest)');
          if (manifest.version !== FORMAT_VERSION) throw new Error(`this backup's format version is ${manifest.version}; this version reads ${FORMAT_VERSION}`);
        },
      };
    }
    if (!manifest) throw new Error('this file is not a Student Support Hub backup (the manifest must come first)');
    const sink = await fileSink(`${dir}/${name}`);
    return {
      write: sink.write,
      end: async () => {
        await sink.end();
        seen.set(name, sink.result());
      },
    };
  }).catch((err) => {
    // zlib's own words ("incorrect header check") say nothing to an operator.
    if (typeof err?.code === 'string' && err.code.startsWith('Z_')) throw new Error('this file is not a Student Support Hub backup (not gzip, or cut short)');
    throw err;
  });
  if (!manifest) throw new Error('this file is not a Student Support Hub backup (no manifest)');
  for (const [name, expected] of Object.entries(manifest.files ?? {})) {
    const got = seen.get(name);
    if (!got) throw new Error(`the backup lacks ${name}, which its manifest lists`);
    if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes) throw new Error(`${name} in the backup is damaged (its checksum differs from the manifest's)`);
  }
  for (const name of seen.keys()) if (name !== 'manifest.json' && !manifest.files?.[name]) throw new Error(`${name} is in the backup but not in its manifest`);
  return manifest;
}

/** Size and SHA-256 of a file, read as a stream. */
export async function digestFile(path) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The connection string without its password, and the password for PGPASSWORD: argv is visible to every user of the machine. */
export function splitPassword(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs pg_dump / pg_restore, its output shown, its error text kept for the message. */
export function run(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
