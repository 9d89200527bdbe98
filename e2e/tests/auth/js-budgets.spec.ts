/**
 * First-load JavaScript budgets (issue 20, section 3): what a cold browser downloads before a page a team uses in a
 * meeting is drawn, as gzip bytes (zlib's default level) of every script it fetched. Bytes are deterministic for a
 * build, so they are held here; times are not, and stay in `bench/first-load.ts`. A budget is the figure measured
 * when it was set plus a little room; a change that needs more raises it in the same commit, with the reason.
 * `E2E_BUDGETS_REPORT=1` prints every page's figure.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/cast.ts';
import { apiSignedInContext, storageStateOf } from '../support/session.ts';

/**
 * kB of gzip JavaScript per page, measured at the merge of issue 20 (in brackets) plus about 5 %; the sign-in page keeps
 * issue 13's ceiling. Everything the page loads until the network is idle counts, lazy parts included. The areas' string
 * catalogues (`en-areas`, `fr-areas`: about 39 kB gzip in English at issue 23) load on every signed-in page; splitting them
 * by area is the next lever when a budget is reached again. Issue 24 raised six: its features' code and strings are on
 * those pages (restricted notes in the meeting run, the guardian's requests in the plan's signatures, the sessions and
 * security links in every header); the e-mails' texts left the browser's catalogue and the public pages' strings load
 * with those pages, which kept the sign-in page at its ceiling (200).
 */
const BUDGETS_KB = {
  'sign-in': 200, // [193]
  'school home': 302, // [283; 298 at issue 24]
  board: 412, // [386; 408 at issue 24]
  'meeting run': 422, // [388; 416 at issue 24: restricted notes]
  'student profile': 420, // [measured below 400 at set-up]
  'support plan home': 484, // [429; 459 at issue 23, whose four areas' strings every signed-in page loads; 478 at issue 24: guardian requests]
  'school actions': 370, // [352]
  'district home': 312, // [291; 307 at issue 24]
  admin: 298, // [276; 293 at issue 24]
} as const;

type PageName = keyof typeof BUDGETS_KB;

/** Starts counting script bytes; `total()` once the page is drawn and the network is idle. */
function scriptBytes(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  return { total: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0) };
}

async function expectWithin(page: Page, name: PageName, counter: ReturnType<typeof scriptBytes>) {
  await page.waitForLoadState('networkidle');
  const kb = Math.round((await counter.total()) / 1024);
  if (process.env.E2E_BUDGETS_REPORT) console.log(`first-load JS, ${name}: ${kb} kB gzip (budget ${BUDGETS_KB[name]})`);
  expect(kb, `${name}: ${kb} kB of gzip JavaScript (budget ${BUDGETS_KB[name]} kB)`).toBeLessThanOrEqual(BUDGETS_KB[name]);
}

test.describe('first-load JavaScript budgets', () => {
  test('the sign-in page', async ({ page }) => {
    const counter = scriptBytes(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
    await expectWithin(page, 'sign-in', counter);
  });

  // Aspen Grove's leader coordinates its support plans, so every meeting page is theirs to open.
  test.describe('a school leader', () => {
    /** The leader's school and one of each record a meeting page shows, from the demo data. */
    async function demo(page: Page) {
      const me = (await (await page.request.get('/api/v1/current_user/')).json()) as { district: { id: number }; schools: { id: number }[] };
      const school = me.schools[0]!.id;
      const base = `/school/${me.district.id}/${school}`;
      const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
      const boards = await get<{ results: { id: number }[] }>(`/api/v1/boards/?school=${school}&all=true`);
      const meetings = await get<{ results: { id: number; kind: string }[] }>(`/api/v1/meetings/?school=${school}&pageSize=50`);
      const plans = await get<{ results: { student: { id: number } }[] }>(`/api/v1/support_plans/?school=${school}`);
      return {
        base,
        board: boards.results[0]!.id,
        meeting: meetings.results.find((m) => m.kind === 'team')!.id,
        student: plans.results[0]!.student.id,
      };
    }

    const pages: [PageName, (d: Awaited<ReturnType<typeof demo>>) => string][] = [
      ['school home', (d) => d.base],
      ['board', (d) => `${d.base}/board/${d.board}`],
      ['meeting run', (d) => `${d.base}/manage-board-meeting-note/${d.meeting}`],
      ['student profile', (d) => `${d.base}/students/profile/${d.student}`],
      ['support plan home', (d) => `${d.base}/students/profile/${d.student}/support-plan/home`],
      ['school actions', (d) => `${d.base}/actions`],
    ];
    for (const [name, path] of pages) {
      test(`the ${name}`, async ({ browser, playwright, baseURL }) => {
        const context = await apiSignedInContext(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
        const page = await context.newPage();
        const target = path(await demo(page));
        const counter = scriptBytes(page);
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expectWithin(page, name, counter);
        await context.close();
      });
    }
  });

  test.describe('a district admin', () => {
    test.use({ storageState: storageStateOf('districtAdmin') });
    test('the district home', async ({ page }) => {
      const counter = scriptBytes(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectWithin(page, 'district home', counter);
    });
  });

  test.describe('a super admin', () => {
    test.use({ storageState: storageStateOf('super') });
    test('the admin home', async ({ page }) => {
      const counter = scriptBytes(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectWithin(page, 'admin', counter);
    });
  });
});
