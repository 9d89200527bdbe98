/**
 * The sign-in page as edited content (issue 23, section 1) through real HTTP: the public page (published only, no
 * private field, ETag and 304, kept until the content's generation moves, whoever moved it), the super admins'
 * preview, images (upload, refusals, served only when published, deleted with the last item showing them), and
 * every editing route: sign-in required, other roles refused, bad input refused with the contract's message and
 * nothing changed, stale versions 409, orders that must list every id once, the legal pages, the audit rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { homePageImages, homePageLinks, type CastMember } from '@ss/db';
import { HOME_COLLECTION_MAX, HOME_PAGE_MSG, MSG, type HomeCollection, type THomeImage, type THomePage } from '@ss/domain';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { signedInClients } from './fixtures.ts';

let server: TestServer;
let as: (m: CastMember) => Promise<ApiClient>;

beforeAll(async () => {
  server = await startTestServer();
  as = signedInClients(() => server);
});
afterAll(() => server?.close());

const PAGE = '/api/v1/home_page/';
const loc = (en: string, fr = `${en} (fr)`) => ({ en, fr });
const count = async (table: string) =>
  Number(((await server.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
const audits = async () =>
  (
    (await server.db.execute(sql`select details from audit_events where action = 'home_page.updated' order by id`)) as unknown as { rows: { details: Record<string, unknown> }[] }
  ).rows.map((r) => r.details);

async function visitor(headers: Record<string, string> = {}) {
  const res = await fetch(server.baseUrl + PAGE, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const page = async () => JSON.parse((await visitor()).text) as THomePage;

async function upload(c: ApiClient | null, fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const headers: Record<string, string> = {};
  if (c) {
    if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
    headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    headers['x-csrftoken'] = c.cookies.get('csrftoken')!;
  } else {
    headers.cookie = 'csrftoken=anonymous';
    headers['x-csrftoken'] = 'anonymous';
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  const res = await fetch(`${server.baseUrl}/api/v1/home_page/images/`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as THomeImage & { error?: { message: string; fields?: Record<string, { message: string; params?: unknown }> } } };
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
async function image(purpose: 'slide' | 'photo' | 'logo'): Promise<THomeImage> {
  const res = await upload(await as('super'), { purpose }, { name: 'picture.png', data: await png(900, 600) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const getImage = (id: number, c?: ApiClient) =>
  fetch(`${server.baseUrl}/api/v1/home_page/images/${id}/`, { headers: c ? { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {} });

describe('the public page', () => {
  it('holds today’s sign-in content, published, in order, with nothing private', async () => {
    const res = await visitor();
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as THomePage;
    expect(body.preview).toBe(false);
    expect(body.slides).toEqual([]);
    expect(body.video).toBeNull();
    expect(body.partners.map((p) => p.name)).toEqual([
      'Prairie Creek School Division',
      'Conseil scolaire des Rivières',
      'Northern Lights Learning Collaborative',
      'Riverbend Inclusive Education Network',
      'Coastal Student Services Consortium',
    ]);
    expect(body.testimonials).toHaveLength(3);
    expect(body.testimonials[0]).toMatchObject({ role: { en: 'Resource teacher', fr: 'Enseignante-ressource' }, school_name: 'Prairie Creek School Division', person_name: '' });
    expect(body.testimonials[1]!.role.fr).toBe('Direction d’une école primaire');
    expect(body.links.map((l) => [l.kind, l.label.en, l.url.split('?')[0]])).toEqual([
      ['header', 'Learn More', 'https://studentsupporthub.ca/'],
      ['header', 'Free Trial', 'mailto:info@studentsupporthub.ca'],
      ['header', 'Schedule a Conversation', 'mailto:info@studentsupporthub.ca'],
      ['call_to_action', 'Request Information', 'mailto:info@studentsupporthub.ca'],
      ['call_to_action', 'Watch Video', '#video'],
    ]);
    expect(decodeURIComponent(body.links[3]!.url)).toContain('subject=Request for information / Demande d’information');
    expect(body.legal.map((l) => l.key)).toEqual(['privacy', 'terms']);
    const terms = body.legal.find((l) => l.key === 'terms')!;
    expect(terms.title).toEqual({ en: 'Terms of use', fr: 'Conditions d’utilisation' });
    const paragraphs = terms.body.en.split('\n\n');
    expect(paragraphs[1]).toBe('Accounts');
    expect(paragraphs).toHaveLength(11);
    expect(terms.body.fr).not.toContain("'");
    expect(res.text).not.toMatch(/created_by|created_at|@demo\.test|"draft"/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.get('etag')).toMatch(/^"home-\d+"$/);
  });

  it('answers 304 to a visitor who holds the current ETag, and the content to one who holds an older one', async () => {
    const first = await visitor();
    const etag = first.headers.get('etag')!;
    for (const held of [etag, `W/${etag}`, `"something-else", ${etag}`]) {
      const again = await visitor({ 'if-none-match': held });
      expect(again.status, held).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    }
    expect((await visitor({ 'if-none-match': '"home-0"' })).status).toBe(200);
  });

  it('shows no draft; a change is seen at the next request, made through the API or by another copy on the database', async () => {
    const admin = await as('super');
    const before = await visitor();
    const made = await admin.post('/api/v1/home_page/slides/', { status: 'draft', title: loc('Draft slide'), text: loc('Not yet'), link_url: null, image: null });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const afterDraft = await visitor({ 'if-none-match': before.headers.get('etag')! });
    // Any change moves the generation (the cached answer is read again), yet the draft is not shown.
    expect(afterDraft.status).toBe(200);
    expect(afterDraft.text).not.toContain('Draft slide');
    const published = await admin.patch(`/api/v1/home_page/slides/${made.body.id}/`, { version: made.body.version, status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await page()).slides.map((s) => s.title.en)).toEqual(['Draft slide']);
    // Another server copy writing the database: this copy's kept answer is not used any more.
    await server.db.update(homePageLinks).set({ label_en: 'Learn more about us' }).where(eq(homePageLinks.label_en, 'Learn More'));
    expect((await page()).links[0]!.label.en).toBe('Learn more about us');
    await server.db.update(homePageLinks).set({ label_en: 'Learn More' }).where(eq(homePageLinks.label_en, 'Learn more about us'));
    const removed = await admin.delete(`/api/v1/home_page/slides/${made.body.id}/`);
    expect(removed.status).toBe(204);
    expect((await page()).slides).toEqual([]);
  });

  it('previews drafts for super admins only, never kept', async () => {
    const admin = await as('super');
    const draft = await admin.post('/api/v1/home_page/partners/', { status: 'draft', name: 'Preview Partner', link_url: 'https://example.org/', logo: null });
    expect(draft.status).toBe(201);
    expect((await server.client().get(`${PAGE}?preview=1`)).status).toBe(401);
    for (const m of ['teacher', 'schoolAdmin', 'districtAdmin'] as const) expect((await (await as(m)).get(`${PAGE}?preview=1`)).status, m).toBe(403);
    const preview = await admin.get<THomePage>(`${PAGE}?preview=1`);
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toBe(true);
    expect(preview.body.partners.map((p) => p.name)).toContain('Preview Partner');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('etag')).toBeNull();
    // The same people without the flag see the published page.
    expect((await (await as('teacher')).get<THomePage>(PAGE)).body.partners.map((p) => p.name)).not.toContain('Preview Partner');
    expect((await admin.get<THomePage>(PAGE)).body.preview).toBe(false);
    expect((await server.client().get(`${PAGE}?preview=yes`)).status).toBe(400);
    await admin.delete(`/api/v1/home_page/partners/${draft.body.id}/`);
  });
});

describe('images', () => {
  it('stores a re-encoded WebP, served to visitors only once a published item shows it, deleted with the last item showing it', async () => {
    const admin = await as('super');
    const original = await png(900, 600);
    const up = await upload(admin, { purpose: 'logo' }, { name: 'logo.png', data: original });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body).toEqual({ id: up.body.id, url: `/api/v1/home_page/images/${up.body.id}/`, width: 240, height: 160 });
    // Not shown by a published item: visitors get nothing; super admins get it, never cached.
    expect((await getImage(up.body.id)).status).toBe(404);
    const forSuper = await getImage(up.body.id, admin);
    expect(forSuper.status).toBe(200);
    expect(forSuper.headers.get('cache-control')).toBe('private, no-store');

    const partner = await admin.post('/api/v1/home_page/partners/', {
      status: 'published',
      name: 'Logo Partner',
      link_url: null,
      logo: { image_id: up.body.id, alt: loc('Logo Partner logo') },
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    expect(partner.body.logo).toEqual({ id: up.body.id, url: up.body.url, width: 240, height: 160, alt: loc('Logo Partner logo') });
    const shown = (await page()).partners.find((p) => p.name === 'Logo Partner')!;
    expect(shown.logo!.url).toBe(up.body.url);

    const res = await getImage(up.body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(bytes.equals(original)).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(240);

    // Back to draft: no longer public.
    const drafted = await admin.patch(`/api/v1/home_page/partners/${partner.body.id}/`, { version: partner.body.version, status: 'draft' });
    expect(drafted.status).toBe(200);
    expect((await getImage(up.body.id)).status).toBe(404);
    // Deleting the only item showing it deletes it.
    expect((await admin.delete(`/api/v1/home_page/partners/${partner.body.id}/`)).status).toBe(204);
    expect(await server.db.select({ id: homePageImages.id }).from(homePageImages).where(eq(homePageImages.id, up.body.id))).toEqual([]);
    expect((await getImage(up.body.id, admin)).status).toBe(404);
  });

  it('deletes the image an item lets go for another, and keeps one another item still shows', async () => {
    const admin = await as('super');
    const [a, b] = [await image('photo'), await image('photo')];
    const body = (photo: number) => ({
      status: 'draft',
      quote: loc('Quote'),
      person_name: 'A. Person',
      role: loc('Teacher', 'Enseignante'),
      school_name: 'School',
      photo: { image_id: photo, alt: loc('Portrait') },
    });
    const one = await admin.post('/api/v1/home_page/testimonials/', body(a.id));
    const two = await admin.post('/api/v1/home_page/testimonials/', body(a.id));
    expect([one.status, two.status]).toEqual([201, 201]);
    const changed = await admin.patch(`/api/v1/home_page/testimonials/${one.body.id}/`, { version: one.body.version, photo: { image_id: b.id, alt: loc('Portrait') } });
    expect(changed.status).toBe(200);
    expect(changed.body.photo.id).toBe(b.id);
    // a is still shown by two.
    expect((await getImage(a.id, admin)).status).toBe(200);
    const cleared = await admin.patch(`/api/v1/home_page/testimonials/${two.body.id}/`, { version: two.body.version, photo: null });
    expect(cleared.body.photo).toBeNull();
    expect((await getImage(a.id, admin)).status).toBe(404);
    await admin.delete(`/api/v1/home_page/testimonials/${one.body.id}/`);
    await admin.delete(`/api/v1/home_page/testimonials/${two.body.id}/`);
    expect((await getImage(b.id, admin)).status).toBe(404);
  });

  it('refuses what is not an image by content, a missing file or purpose, and stores nothing', async () => {
    const admin = await as('super');
    const before = await count('home_page_images');
    const text = await upload(admin, { purpose: 'slide' }, { name: 'photo.png', data: Buffer.from('this is a text file renamed .png'), type: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.error!.fields!.file).toEqual({ message: HOME_PAGE_MSG.notAnImage });
    const gif = await upload(
      admin,
      { purpose: 'slide' },
      {
        name: 'a.png',
        data: await sharp({ create: { width: 5, height: 5, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
      },
    );
    expect(gif.body.error!.message).toBe(HOME_PAGE_MSG.notAnImage);
    expect((await upload(admin, { purpose: 'slide' })).body.error!.message).toBe('Please select a file');
    expect((await upload(admin, {}, { name: 'a.png', data: await png(10, 10) })).body.error!.fields!.purpose!.message).toBe(MSG.required);
    expect((await upload(admin, { purpose: 'banner' }, { name: 'a.png', data: await png(10, 10) })).body.error!.fields!.purpose!.message).toBe(MSG.invalidValue);
    const huge = await upload(
      admin,
      { purpose: 'slide' },
      {
        name: 'huge.png',
        data: await sharp({ create: { width: 8000, height: 6000, channels: 3, background: 'red' } })
          .png()
          .toBuffer(),
      },
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error!.fields!.file).toEqual({ message: HOME_PAGE_MSG.imageTooLarge, params: { max: 8 } });
    expect(await count('home_page_images')).toBe(before);
  }, 30_000);

  it('refuses uploads by anyone but super admins before reading the file', async () => {
    const before = await count('home_page_images');
    expect((await upload(null, { purpose: 'slide' }, { name: 'a.png', data: await png(10, 10) })).status).toBe(401);
    for (const m of ['teacher', 'schoolAdmin', 'districtAdmin'] as const)
      expect((await upload(await as(m), { purpose: 'slide' }, { name: 'a.png', data: await png(10, 10) })).status, m).toBe(403);
    expect(await count('home_page_images')).toBe(before);
  });

  it('takes an image for an item only when it is of the item’s purpose, with alt text in both languages', async () => {
    const admin = await as('super');
    const slide = await image('slide');
    const before = await count('home_page_partners');
    const wrong = await admin.post('/api/v1/home_page/partners/', { status: 'draft', name: 'X', link_url: null, logo: { image_id: slide.id, alt: loc('X') } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields['logo.image_id'].message).toBe(MSG.invalidValue);
    const unknown = await admin.post('/api/v1/home_page/partners/', { status: 'draft', name: 'X', link_url: null, logo: { image_id: 999999, alt: loc('X') } });
    expect(unknown.body.error.fields['logo.image_id'].message).toBe(MSG.invalidValue);
    const noAlt = await admin.post('/api/v1/home_page/slides/', {
      status: 'draft',
      title: loc('T'),
      text: loc('T'),
      link_url: null,
      image: { image_id: slide.id, alt: { en: 'A slide', fr: ' ' } },
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.error.fields['image.alt.fr'].message).toBe(HOME_PAGE_MSG.altRequired);
    expect(await count('home_page_partners')).toBe(before);
    expect(await count('home_page_slides')).toBe(0);
  });
});

const BODIES: Record<HomeCollection, Record<string, unknown>> = {
  slides: { status: 'draft', title: loc('Slide'), text: loc('Text'), link_url: 'https://example.org/more', image: null },
  testimonials: { status: 'draft', quote: loc('Quote'), person_name: 'Jo Doe', role: loc('Teacher', 'Enseignante'), school_name: 'Aspen', photo: null },
  partners: { status: 'draft', name: 'Partner', link_url: null, logo: null },
  links: { status: 'draft', kind: 'school_home', label: loc('Aspen Elementary', 'École Aspen'), url: 'https://aspen.example.org/' },
  video: { status: 'draft', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: loc('Tour') },
};
/** A bad field of each collection, with the contract's message. */
const BAD: Record<HomeCollection, { body: Record<string, unknown>; field: string; message: string }> = {
  slides: { body: { link_url: 'javascript:alert(1)' }, field: 'link_url', message: HOME_PAGE_MSG.invalidUrl },
  testimonials: { body: { quote: { en: 'Only English' } }, field: 'quote.fr', message: MSG.required },
  partners: { body: { link_url: 'not a url' }, field: 'link_url', message: HOME_PAGE_MSG.invalidUrl },
  links: { body: { url: 'mailto:nobody' }, field: 'url', message: HOME_PAGE_MSG.invalidUrl },
  video: { body: { url: 'https://vimeo.com/123456' }, field: 'url', message: HOME_PAGE_MSG.invalidVideo },
};
const TABLE: Record<HomeCollection, string> = {
  slides: 'home_page_slides',
  testimonials: 'home_page_testimonials',
  partners: 'home_page_partners',
  links: 'home_page_links',
  video: 'home_page_videos',
};

describe.each(['slides', 'testimonials', 'partners', 'links', 'video'] as HomeCollection[])('editing %s', (c) => {
  const base = `/api/v1/home_page/${c}/`;

  it('requires a signed-in super admin for every route', async () => {
    const anon = server.client();
    const admin = await as('super');
    const made = await admin.post(base, BODIES[c]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rows = await count(TABLE[c]);
    const calls = (cl: ApiClient) => [
      cl.get(base),
      cl.post(base, BODIES[c]),
      cl.patch(`${base}${made.body.id}/`, { version: made.body.version, status: 'published' }),
      cl.delete(`${base}${made.body.id}/`),
      cl.post(`${base}order/`, { ids: [made.body.id] }),
    ];
    for (const res of await Promise.all(calls(anon))) expect(res.status).toBe(401);
    for (const m of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) for (const res of await Promise.all(calls(await as(m)))) expect(res.status, m).toBe(403);
    expect(await count(TABLE[c])).toBe(rows);
    expect((await admin.get(base)).body.items.find((i: { id: number }) => i.id === made.body.id).version).toBe(made.body.version);
    await admin.delete(`${base}${made.body.id}/`);
  });

  it('adds last, changes with the version, refuses bad input and stale versions, deletes, and audits each change', async () => {
    const admin = await as('super');
    const auditsBefore = (await audits()).length;
    const made = await admin.post(base, BODIES[c]);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'draft', version: 1 });
    const list = await admin.get(base);
    expect(list.body.items.at(-1).id).toBe(made.body.id);
    if (c === 'video') expect(made.body.youtube_id).toBe('dQw4w9WgXcQ');

    const rows = await count(TABLE[c]);
    const bad = await admin.post(base, { ...BODIES[c], ...BAD[c].body });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[BAD[c].field].message).toBe(BAD[c].message);
    const badPatch = await admin.patch(`${base}${made.body.id}/`, { version: made.body.version, ...BAD[c].body });
    expect(badPatch.status).toBe(400);
    expect((await admin.post(base, { ...BODIES[c], unknown_field: 1 })).status).toBe(400);
    expect(await count(TABLE[c])).toBe(rows);

    const changed = await admin.patch(`${base}${made.body.id}/`, { version: made.body.version, status: 'published' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'published', version: 2 });
    const stale = await admin.patch(`${base}${made.body.id}/`, { version: made.body.version, status: 'draft' });
    expect(stale.status).toBe(409);
    expect((await admin.get(base)).body.items.find((i: { id: number }) => i.id === made.body.id).status).toBe('published');
    expect((await admin.patch(`${base}999999/`, { version: 1, status: 'draft' })).status).toBe(404);

    expect((await admin.delete(`${base}${made.body.id}/`)).status).toBe(204);
    expect((await admin.delete(`${base}${made.body.id}/`)).status).toBe(404);
    const written = (await audits()).slice(auditsBefore);
    expect(written.map((d) => [d.collection, d.item_id, d.change])).toEqual([
      [c, made.body.id, 'created'],
      [c, made.body.id, 'updated'],
      [c, made.body.id, 'deleted'],
    ]);
    expect(written[1]!.fields).toEqual(['status']);
  });

  it('orders by every id of the collection, each once', async () => {
    const admin = await as('super');
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await admin.post(base, BODIES[c])).body.id);
    const all: number[] = (await admin.get(base)).body.items.map((i: { id: number }) => i.id);
    const reversed = [...all].reverse();
    for (const wrong of [all.slice(1), [...all, all[0]!], [...all.slice(1), 999999], []]) {
      const res = await admin.post(`${base}order/`, { ids: wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
    }
    expect((await admin.post(`${base}order/`, { ids: all.slice(1) })).body.error.fields.ids.message).toBe(HOME_PAGE_MSG.orderMismatch);
    expect((await admin.get(base)).body.items.map((i: { id: number }) => i.id)).toEqual(all);
    const ordered = await admin.post(`${base}order/`, { ids: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.items.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual(reversed.map((id, n) => [id, n]));
    expect((await admin.get(base)).body.items.map((i: { id: number }) => i.id)).toEqual(reversed);
    for (const id of ids) await admin.delete(`${base}${id}/`);
  });
});

describe('limits and the video', () => {
  it('holds at most HOME_COLLECTION_MAX items in a collection', async () => {
    const admin = await as('super');
    const existing = await count('home_page_partners');
    for (let i = existing; i < HOME_COLLECTION_MAX; i++) expect((await admin.post('/api/v1/home_page/partners/', { ...BODIES.partners, name: `P${i}` })).status).toBe(201);
    const over = await admin.post('/api/v1/home_page/partners/', BODIES.partners);
    expect(over.status).toBe(400);
    expect(over.body.error.fields.items).toEqual({ message: HOME_PAGE_MSG.tooMany, params: { max: HOME_COLLECTION_MAX } });
    await server.db.execute(sql`delete from home_page_partners where name like 'P%' and status = 'draft'`);
  });

  it('shows the first published video to visitors', async () => {
    const admin = await as('super');
    const a = await admin.post('/api/v1/home_page/video/', { ...BODIES.video, status: 'published', url: 'https://youtu.be/aaaaaaaaaaa' });
    const b = await admin.post('/api/v1/home_page/video/', { ...BODIES.video, status: 'published', url: 'https://youtu.be/bbbbbbbbbbb' });
    expect((await page()).video!.youtube_id).toBe('aaaaaaaaaaa');
    await admin.post('/api/v1/home_page/video/order/', { ids: [b.body.id, a.body.id] });
    expect((await page()).video!.youtube_id).toBe('bbbbbbbbbbb');
    await admin.delete(`/api/v1/home_page/video/${a.body.id}/`);
    await admin.delete(`/api/v1/home_page/video/${b.body.id}/`);
    expect((await page()).video).toBeNull();
  });
});

describe('legal pages', () => {
  const url = '/api/v1/home_page/legal/terms/';
  const body = (version: number) => ({
    title: loc('Terms of use', 'Conditions d’utilisation'),
    body: loc('First paragraph.\n\nSecond paragraph.', 'Premier paragraphe.\n\nDeuxième.'),
    version,
  });

  it('are read and saved by super admins only, published at once, with the version', async () => {
    const admin = await as('super');
    expect((await server.client().get('/api/v1/home_page/legal/')).status).toBe(401);
    expect((await server.client().request('PUT', url, body(1))).status).toBe(401);
    for (const m of ['districtAdmin', 'schoolAdmin', 'teacher'] as const) {
      expect((await (await as(m)).get('/api/v1/home_page/legal/')).status, m).toBe(403);
      expect((await (await as(m)).request('PUT', url, body(1))).status, m).toBe(403);
    }
    const list = await admin.get('/api/v1/home_page/legal/');
    expect(list.status).toBe(200);
    const terms = list.body.items.find((l: { key: string }) => l.key === 'terms');
    const auditsBefore = (await audits()).length;

    const tooLong = await admin.request('PUT', url, { ...body(terms.version), body: { en: 'x'.repeat(40_001), fr: 'x' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields['body.en'].message).toBe(MSG.maxLength);
    expect((await admin.request('PUT', '/api/v1/home_page/legal/cookies/', body(terms.version))).status).toBe(400);

    const saved = await admin.request('PUT', url, body(terms.version));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(terms.version + 1);
    expect((await page()).legal.find((l) => l.key === 'terms')!.body.fr).toBe('Premier paragraphe.\n\nDeuxième.');
    expect((await admin.request('PUT', url, body(terms.version))).status).toBe(409);
    const written = (await audits()).slice(auditsBefore);
    expect(written).toEqual([{ collection: 'legal', item_id: 'terms', change: 'updated', fields: ['body_en', 'body_fr'] }]);
  });
});

describe('the page’s routes open to everyone', () => {
  it('answer a user who has not agreed to the current agreement, and one of a suspended district', async () => {
    const admin = await as('super');
    const teacher = await as('teacher');
    await server.db.execute(
      sql`update districts set suspended_at = now() where id = (select district_id from district_memberships m join users u on u.id = m.user_id where u.email = 'teacher@demo.test' limit 1)`,
    );
    try {
      expect((await teacher.get(PAGE)).status).toBe(200);
      expect((await teacher.get('/api/v1/schools/')).body.error.code).not.toBeUndefined();
      expect((await teacher.get('/api/v1/schools/')).status).toBe(403);
    } finally {
      await server.db.execute(sql`update districts set suspended_at = null`);
    }
    await server.db.execute(sql`update users set agreed_version = 0 where email = 'teacher@demo.test'`);
    try {
      expect((await teacher.get('/api/v1/schools/')).body.error.code).toBe('agreement_required');
      expect((await teacher.get(PAGE)).status).toBe(200);
    } finally {
      await server.db.execute(sql`update users set agreed_version = (select max(version) from agreements) where email = 'teacher@demo.test'`);
    }
    expect((await admin.get(PAGE)).status).toBe(200);
  });
});
