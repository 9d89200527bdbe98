/**
 * One event seam (issue 21, section 2), read from the server's source: `emit` is the only writer of
 * notifications (no NOTIFY, no realtime publish anywhere else), and a service names no channel of
 * another area: the area that serves a channel says which events refresh it, in its manifest's
 * listeners. And policies decide every refusal (issue 21, section 1): `authorize` takes a policy's verb, and
 * presenters import no policies. (src/services/seams.test.ts holds the older seams: emit, recordAudit.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../src/areas/index.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Comments are prose: a sentence may name a channel or a function without using it. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: code(readFileSync(path, 'utf8')) }));
const where = (test: (text: string) => boolean, among = files) =>
  among
    .filter((f) => test(f.text))
    .map((f) => f.path)
    .sort();

/** Where each channel's area keeps its services (the manifests name the channels; this names their folders). */
const CHANNEL_OWNER: Record<string, string> = { board: 'services/boards/', meeting: 'services/meetings/' };

describe('repositories', () => {
  it('are the only code that queries the database', () => {
    const queries = /\b(db|tx)\.(select|selectDistinct|execute|insert|update|delete|query)\b/;
    expect(where((t) => queries.test(t)).length).toBeGreaterThan(30);
    expect(where((t) => queries.test(t)).filter((p) => !p.startsWith('repositories/'))).toEqual([]);
  });
});

describe('one event seam', () => {
  it('reads the server source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(where((t) => /\bemit\(/.test(t)).length).toBeGreaterThan(30);
  });

  it('nothing but emit notifies: no notifyRealtime, and NOTIFY only in the repositories emit alone calls (and presence between copies)', () => {
    expect(where((t) => /\bnotifyRealtime\b/.test(t))).toEqual([]);
    expect(where((t) => /pg_notify/i.test(t))).toEqual(['repositories/audit.repository.ts', 'repositories/events.repository.ts', 'repositories/presence.repository.ts']);
    expect(where((t) => /import \{[^}]*\b(recordAudit|announce)\b[^}]*\} from '[./]*repositories\/(audit|events)\.repository\.ts'/.test(t))).toEqual(['services/emit.ts']);
    expect(where((t) => /\bREALTIME_CHANNEL\b/.test(t))).toEqual(['realtime/hub.ts', 'repositories/events.repository.ts']);
    // The hub sends to sockets itself; nothing outside realtime/ reaches into it to publish.
    expect(where((t) => /\b(hub|realtime)\.(send|forward|publish)\(/.test(t)).filter((p) => !p.startsWith('realtime/'))).toEqual([]);
  });

  it('a service names only its own area’s channels', () => {
    const served = AREAS.flatMap((a) => Object.keys(('channels' in a && a.channels) || {})).sort();
    expect(Object.keys(CHANNEL_OWNER).sort()).toEqual(served);
    const services = files.filter((f) => f.path.startsWith('services/'));
    const offenders = Object.entries(CHANNEL_OWNER).flatMap(([prefix, owner]) => {
      const names = new RegExp(`\\b${prefix}Channel\\b|['"\`]${prefix}:`);
      return where((t) => names.test(t), services)
        .filter((p) => !p.startsWith(owner))
        .map((p) => `${p} names ${prefix}:`);
    });
    expect(offenders).toEqual([]);
  });

  it('the channels’ listeners live with the area that serves them', () => {
    for (const area of AREAS) {
      if (!('listeners' in area) || !area.listeners) continue;
      expect(Object.keys(('channels' in area && area.channels) || {}).length, area.name).toBeGreaterThan(0);
    }
    expect(where((t) => /: Listeners = \{/.test(t))).toEqual(['services/boards/board-channel.ts', 'services/meetings/meeting-channel.ts']);
  });
});

const read = (path: string) => readFileSync(path, 'utf8');

describe('policies seam', () => {
  /**
   * A presenter serialises: its service (or route) asks the policy verbs through lib/authorize.ts `abilitiesOf`
   * and hands it the `abilities` (issue 21, section 1). Type imports count: a presenter needs no policy's types.
   */
  it('presenters import no policies (they serialise; services hand them the abilities)', () => {
    const dir = join(SRC, 'presenters');
    const presenters = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(presenters.length).toBeGreaterThan(10);
    expect(presenters.filter((f) => /from '\.\.\/policies\//.test(read(join(dir, f))))).toEqual([]);
  });

  it('every authorize( call is handed a policy verb (`somePolicy.verb`), never a condition built outside a policy', () => {
    const offenders: string[] = [];
    let calls = 0;
    for (const file of sourceFiles(SRC)) {
      const rel = relative(SRC, file);
      if (rel === join('lib', 'authorize.ts')) continue;
      const text = read(file);
      // `authorize(` as a call of the imported function: not a method (`.authorize(`) nor a declaration (`async authorize(`).
      for (const m of text.matchAll(/(?<![\w.])authorize\(([^,)]*)/g)) {
        const before = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
        // A method named authorize (a channel's `authorize(ctx, auth, id)`, the hub's), declared rather than called.
        if (/^\s*(private )?(async )?$/.test(before) && /^\s*(ctx|auth)\b/.test(m[1]!)) continue;
        calls++;
        if (!/^\s*\w+Policy\.\w+\s*$/.test(m[1]!)) offenders.push(`${rel}: authorize(${m[1]}`);
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});

describe('layers', () => {
  /**
   * Imports run down only (issue 21, section 4; docs/ARCHITECTURE.md, "Folders"): read from the source, each relative
   * import as the folder it reaches. Server folders are src/'s first level; the web app's, its first level and
   * modules/<name>. Type imports count: a type used by two layers lives in the lower one.
   */
  const WEB = fileURLToPath(new URL('../../web/src/', import.meta.url));

  function webFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return webFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  /** Every relative import of each file, as [importing file, imported file], both relative to `root`. */
  function importsUnder(root: string, paths: string[]): [string, string][] {
    return paths.flatMap((path) => {
      const text = code(readFileSync(path, 'utf8'));
      return [...text.matchAll(/(?:\bfrom|\bimport\(?)\s*'(\.[^']*)'/g)].map((m): [string, string] => [relative(root, path), relative(root, join(path, '..', m[1]!))]);
    });
  }

  const server = importsUnder(SRC, sourceFiles(SRC));
  const web = importsUnder(WEB, webFiles(WEB));
  const serverFolder = (path: string) => path.split('/')[0]!;
  const webFolder = (path: string) => {
    const [first, second] = path.split('/');
    return first === 'modules' ? `modules/${second}` : first!;
  };

  /** The imports from `from` into any of `into`, as "file -> file". */
  const reaching = (imports: [string, string][], folder: (p: string) => string, from: string, into: string[]) =>
    imports.filter(([a, b]) => folder(a) === from && into.includes(folder(b))).map(([a, b]) => `${a} -> ${b}`);

  it('reads both source trees', () => {
    expect(server.length).toBeGreaterThan(1000);
    expect(web.length).toBeGreaterThan(1000);
  });

  it('server: lib/ imports nothing of the other folders; policies/ no repositories, services or routes', () => {
    const others = [...new Set(server.map(([, b]) => serverFolder(b)))].filter((f) => f !== 'lib' && !f.startsWith('..'));
    expect(others).toEqual(expect.arrayContaining(['policies', 'services', 'repositories', 'routes', 'context.ts']));
    expect(reaching(server, serverFolder, 'lib', others)).toEqual([]);
    expect(reaching(server, serverFolder, 'policies', ['repositories', 'services', 'presenters', 'routes', 'realtime', 'areas'])).toEqual([]);
  });

  it('server: repositories/ import no services, presenters, routes or realtime; services/ no realtime, routes or areas', () => {
    expect(reaching(server, serverFolder, 'repositories', ['services', 'presenters', 'routes', 'realtime', 'areas'])).toEqual([]);
    expect(reaching(server, serverFolder, 'services', ['realtime', 'routes', 'areas'])).toEqual([]);
  });

  it('server: jobs/ and plugins/ import no services (app.ts and the areas hand them what they run); realtime/ no routes', () => {
    for (const folder of ['jobs', 'plugins']) expect(reaching(server, serverFolder, folder, ['services', 'routes', 'realtime', 'areas'])).toEqual([]);
    expect(reaching(server, serverFolder, 'realtime', ['routes', 'areas'])).toEqual([]);
  });

  it('server: no files import each other in a circle', () => {
    const next = new Map<string, string[]>();
    for (const [a, b] of server) next.set(a, [...(next.get(a) ?? []), b]);
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const to of next.get(file) ?? []) visit(to, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of next.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('web: pages/ import nothing of app/; lib/ nothing of ui/, modules/, pages/ or app/', () => {
    expect(reaching(web, webFolder, 'pages', ['app'])).toEqual([]);
    expect(reaching(web, webFolder, 'lib', ['ui', 'pages', 'app', ...new Set(web.map(([, b]) => webFolder(b)).filter((f) => f.startsWith('modules/')))])).toEqual([]);
  });

  it('web: modules/boards imports nothing of modules/meetings (the meetings embed the board); modules/auth nothing of oidc or suspension', () => {
    expect(reaching(web, webFolder, 'modules/boards', ['modules/meetings'])).toEqual([]);
    expect(reaching(web, webFolder, 'modules/auth', ['modules/oidc', 'modules/suspension'])).toEqual([]);
  });
});
