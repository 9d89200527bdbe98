/**
 * Build step: the chunks a cold first load fetches, by route family instead of by module.
 *
 * Left alone, the bundler gives every distinct set of lazy importers its own chunk: with some forty lazy
 * routes that is ~200 files, and a cold district home fetched 97 of them (most under 1 kB), round trip
 * after round trip on six HTTP/1.1 connections. Here:
 * - what the entry imports statically (split from it because lazy chunks import it too) is one `boot`
 *   chunk, which index.html preloads beside the entry;
 * - each other module that a first load needs — the sign-in page's, or the admin, district or school
 *   home's — is grouped by the set of first loads that need it: all four, `shared` (not merged into
 *   `boot`: these import the entry's own modules, and the entry imports `boot`, so that would be a cycle);
 *   the sign-in page alone, `sign-in`; the three workspaces, `workspace` (the signed-in root, the guards,
 *   the shell); some workspaces, `district`, `admin-district`, `district-school`, ….
 * So every first load fetches the same code as before (no page gets another's), in about ten files. A
 * module that no first load needs (the other pages, the language catalogues) keeps the bundler's own
 * chunks, so opening another page still fetches only that page's code.
 *
 * "Needs" is read from the bundler's own chunks (a first pass, not written): the module graph alone
 * cannot say it, because a page importing `Button` from `@mantine/core` imports the whole barrel there,
 * and only the bundler's tree shaking knows that `Button` is all it takes.
 */
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** A first load: its name, and the lazily imported modules it waits for (paths under `apps/web/src`). */
export interface FirstLoad {
  name: string;
  roots: readonly string[];
}

const SIGNED_IN = ['app/SignedInRoot.tsx', 'app/guards/RequireWorkspace.tsx'];

/** What each route's first heading waits for, as `apps/web/src/app/router.tsx` loads it. */
export const FIRST_LOADS: readonly FirstLoad[] = [
  { name: 'sign-in', roots: ['app/layouts/AuthLayout.tsx', 'pages/auth/SignInPage.tsx'] },
  { name: 'admin', roots: [...SIGNED_IN, 'app/layouts/AdminLayout.tsx', 'pages/admin/AdminHomePage.tsx'] },
  { name: 'district', roots: [...SIGNED_IN, 'app/guards/ResolverGate.tsx', 'app/layouts/DistrictLayout.tsx', 'pages/district/DistrictHomePage.tsx'] },
  { name: 'school', roots: [...SIGNED_IN, 'app/guards/ResolverGate.tsx', 'app/layouts/SchoolLayout.tsx', 'pages/school/SchoolHomePage.tsx'] },
];

/** The chunk fetched beside the entry by every page (index.html preloads it). */
const BOOT = 'boot';

/** A chunk of the first pass: its file, whether it is the entry, the chunks it imports statically, its modules. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The chunk name of a set of first loads (given in the order of `loads`). */
function groupName(needs: readonly string[], loads: readonly FirstLoad[]): string {
  // Not merged into BOOT: these may import the entry's own modules, and the entry imports BOOT statically.
  if (needs.length === loads.length) return 'shared';
  const workspaces = loads.slice(1).map((l) => l.name);
  if (needs.length === workspaces.length && workspaces.every((w) => needs.includes(w))) return 'workspace';
  return needs.join('-');
}

/**
 * Module id → chunk name, for every module that some first load fetches beyond the entry and what it imports.
 * `rootOf` turns a root path of `loads` into its module id; a root the build does not have is an error
 * (a renamed page must not quietly fall back to a hundred small chunks).
 */
export function planFirstLoadGroups(chunks: readonly PlannedChunk[], loads: readonly FirstLoad[], rootOf: (path: string) => string): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c.fileName] as const)));
  /** The chunks fetched with these (the chunks themselves and what they import statically). */
  const fetchedWith = (files: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const stack = [...files];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const entry = fetchedWith(entries);
  const needs = new Map<string, string[]>();
  // What the entry imports statically (split out because lazy chunks import it too) is fetched by every page first.
  const boot = new Set<string>();
  for (const file of entry) if (!entries.includes(file)) for (const id of byFile.get(file)!.moduleIds) boot.add(id);
  for (const load of loads) {
    const roots = load.roots.map(rootOf);
    const missing = roots.filter((id) => !chunkOf.has(id));
    if (missing.length > 0) throw new Error(`first-load chunks: ${load.name} waits for modules the build does not have: ${missing.join(', ')}`);
    for (const file of fetchedWith(roots.map((id) => chunkOf.get(id)!))) {
      if (entry.has(file)) continue;
      for (const id of byFile.get(file)!.moduleIds) needs.set(id, [...(needs.get(id) ?? []), load.name]);
    }
  }
  return new Map([...[...boot].map((id) => [id, BOOT] as const), ...[...needs].map(([id, names]) => [id, groupName(names, loads)] as const)]);
}

/**
 * A circle of static imports between chunks, as file names (first = last), or null. Grouping must not make one:
 * chunks that import each other evaluate in an order their modules did not ask for.
 */
export function chunkCycle(chunks: readonly Pick<PlannedChunk, 'fileName' | 'imports'>[]): string[] | null {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const c of chunks) {
    const cycle = visit(c.fileName);
    if (cycle) return cycle;
  }
  return null;
}

/** Set while the first pass builds, so that pass (which loads the same config) plans nothing itself. */
const FIRST_PASS = 'SS_FIRST_LOAD_FIRST_PASS';

/** The first pass: the same config, bundled with the bundler's own chunks and not written. */
async function firstPassChunks(config: ResolvedConfig): Promise<PlannedChunk[]> {
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'silent',
      build: { write: false, emptyOutDir: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs
      .flatMap((o) => ('output' in o ? o.output : []))
      .flatMap((c) => (c.type === 'chunk' ? [{ fileName: c.fileName, isEntry: c.isEntry, imports: c.imports, moduleIds: c.moduleIds }] : []));
  } finally {
    delete process.env[FIRST_PASS];
  }
}

/**
 * The plugin plans the groups before the build bundles (a first pass of the same config); `name` is the
 * group's name function for `build.rolldownOptions.output.codeSplitting`.
 */
export function firstLoadChunks(srcDir: string, loads: readonly FirstLoad[] = FIRST_LOADS): { plugin: Plugin; name: (id: string) => string | null } {
  let groups = new Map<string, string>();
  let config: ResolvedConfig | undefined;
  const plugin: Plugin = {
    name: 'ss-first-load-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (process.env[FIRST_PASS] || !config) return;
      const started = performance.now();
      const chunks = await firstPassChunks(config);
      groups = planFirstLoadGroups(chunks, loads, (path) => `${srcDir}/${path}`);
      this.info(`first-load groups planned from ${chunks.length} chunks in ${Math.round(performance.now() - started)} ms`);
    },
    generateBundle(_options, bundle) {
      if (groups.size === 0) return;
      const cycle = chunkCycle(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : [])));
      if (cycle) this.error(`first-load chunks: these chunks import each other in a circle: ${cycle.join(' → ')}`);
    },
  };
  return { plugin, name: (id) => groups.get(id) ?? null };
}
