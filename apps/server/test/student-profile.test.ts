/**
 * The student profile over real HTTP (issue 4, section 3): the profile, profile values, alerts and the picture.
 * Every route: sign-in, other district, sibling school, refused roles, each validation message with nothing
 * changed, audit.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentAlerts, studentProfileValues } from '@ss/db';
import { server, ids, c, st, def, PNG, own, ownDefs, audits, upload, withStudentProfileServer } from './student-profile-fixtures.ts';

withStudentProfileServer();

describe('GET /api/v1/students/:id/profile/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get(`/api/v1/students/${st.a}/profile/`)).status).toBe(401);
  });

  it('hides students of another district and of a sibling school (404)', async () => {
    expect((await c.frAdmin.get(`/api/v1/students/${st.a}/profile/`)).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/students/${st.river}/profile/`)).status).toBe(404);
    expect((await c.schoolAdmin.get(`/api/v1/students/${st.fr}/profile/`)).status).toBe(404);
  });

  it('shows a teacher everything the page needs, and audits the read', async () => {
    const res = await c.teacher.get(`/api/v1/students/${st.b}/profile/`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.student).toMatchObject({ first_name: 'Zack', last_name: 'Adams', grade: '4', grade_label_en: 'Grade 4', grade_label_fr: '4e année', has_picture: false });
    expect(p.student.teachers.map((t: { id: number }) => t.id)).toEqual([ids.user.teacher]);
    expect(p.textboxes.map((t: { label_en: string }) => t.label_en)).toEqual(['Strengths', 'Interests', 'Family context']);
    expect(p.textboxes.every((t: { value: string }) => t.value === '')).toBe(true);
    expect(p.programming_notes).toHaveLength(2);
    expect(p.card_icons.available.length).toBeGreaterThanOrEqual(6);
    expect(p.card_icons.assigned).toEqual([]);
    const data = p.data as { definition: { id: number; name: string } }[];
    expect(data.slice(0, 2).map((d) => d.definition.name)).toEqual(['Profile reading', 'Profile behaviour']);
    expect(
      own(
        data.map((d) => d.definition.id),
        ownDefs(),
      ),
    ).toEqual([def.reading, def.behaviour]);
    expect(p.abilities).toEqual({ write_notes: true, manage_picture: false, read_access_log: false });
    expect(p.card_options).toMatchObject({ card_display: 'name', card_name_format: 'first_name_last_name' });
    const rows = await audits('student.read', st.b);
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatchObject({ actor_user_id: ids.user.teacher, school_id: ids.aspen, district_id: ids.en });
  });

  it('tells school staff they may only read', async () => {
    const res = await c.schoolStaff.get(`/api/v1/students/${st.a}/profile/`);
    expect(res.body.abilities).toEqual({ write_notes: false, manage_picture: false, read_access_log: false });
    expect((await c.schoolAdmin.get(`/api/v1/students/${st.a}/profile/`)).body.abilities).toEqual({ write_notes: true, manage_picture: true, read_access_log: false });
  });
});

describe('PUT /api/v1/students/:id/profile_values/', () => {
  const items = async () => (await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body;

  it('refuses anonymous (401), another district (404), a sibling school (404), school staff (403)', async () => {
    const p = await items();
    const body = { values: [{ item_id: p.textboxes[0].item_id, value: 'x' }] };
    expect((await server.client().request('PUT', `/api/v1/students/${st.a}/profile_values/`, body)).status).toBe(401);
    expect((await c.frAdmin.request('PUT', `/api/v1/students/${st.a}/profile_values/`, body)).status).toBe(404);
    expect((await c.teacher.request('PUT', `/api/v1/students/${st.river}/profile_values/`, body)).status).toBe(404);
    expect((await c.schoolStaff.request('PUT', `/api/v1/students/${st.a}/profile_values/`, body)).status).toBe(403);
    expect(await server.db.select().from(studentProfileValues).where(eq(studentProfileValues.student_id, st.a))).toEqual([]);
  });

  it('rejects items of other lists, too long values and unknown fields, changing nothing', async () => {
    const p = await items();
    const tb = p.textboxes[0].item_id;
    const bad = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, {
      values: [
        { item_id: tb, value: 'ok' },
        { item_id: p.card_icons.available[0].item_id, value: 'x' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['values.1.item_id'].message).toBe('Invalid value');
    const long = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, { values: [{ item_id: tb, value: 'a'.repeat(5001) }] });
    expect(long.status).toBe(400);
    expect(long.body.error.fields['values.0.value'].message).toBe('Please enter maximum {maxlength} characters');
    const extra = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, { values: [{ item_id: tb, value: 'x' }], extra: 1 });
    expect(extra.status).toBe(400);
    expect(await server.db.select().from(studentProfileValues).where(eq(studentProfileValues.student_id, st.a))).toEqual([]);
  });

  it('saves, shows, clears with "" and audits before → after', async () => {
    const p = await items();
    const tb = p.textboxes[1].item_id;
    const note = p.programming_notes[0].item_id;
    const res = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, {
      values: [
        { item_id: tb, value: ' Loves chess ' },
        { item_id: note, value: 'Extra time' },
      ],
    });
    expect(res.status).toBe(204);
    const after = await items();
    expect(after.textboxes[1]).toMatchObject({ value: 'Loves chess', updated_by: { id: ids.user.teacher } });
    expect(after.programming_notes[0].value).toBe('Extra time');
    await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, { values: [{ item_id: tb, value: '' }] });
    expect((await items()).textboxes[1].value).toBe('');
    const rows = await audits('student.profile_values_updated', st.a);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.details).toEqual({ changes: { [String(tb)]: ['Loves chess', null] } });
  });
});

describe('alerts', () => {
  let alertId = 0;
  const path = () => `/api/v1/students/${st.a}/alerts/`;

  it('refuses anonymous, other district, sibling school, school staff', async () => {
    expect((await server.client().post(path(), { text: 'x' })).status).toBe(401);
    expect((await server.client().get(path())).status).toBe(401);
    expect((await c.frAdmin.post(path(), { text: 'x' })).status).toBe(404);
    expect((await c.frAdmin.get(path())).status).toBe(404);
    expect((await c.teacher.post(`/api/v1/students/${st.river}/alerts/`, { text: 'x' })).status).toBe(404);
    expect((await c.schoolStaff.post(path(), { text: 'x' })).status).toBe(403);
  });

  it('validates the text (1–500) and changes nothing', async () => {
    const empty = await c.teacher.post(path(), { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.text.message).toBe('Required');
    const long = await c.teacher.post(path(), { text: 'a'.repeat(501) });
    expect(long.body.error.fields.text.message).toBe('Please enter maximum {maxlength} characters');
    expect(await server.db.select().from(studentAlerts).where(eq(studentAlerts.student_id, st.a))).toEqual([]);
  });

  it('adds, lists, and closes (author or roster editor; twice is 409), audited', async () => {
    const res = await c.teacher.post(path(), { text: 'Peanut allergy' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ text: 'Peanut allergy', created_by: { id: ids.user.teacher }, closed_at: null, abilities: { close: true } });
    alertId = res.body.id;
    const second = (await c.teacher.post(path(), { text: 'Second' })).body.id;
    const list = await c.schoolStaff.get(path());
    expect(list.body).toMatchObject({ count: 2, page: 1 });
    expect(list.body.results[0].abilities.close).toBe(false);
    expect((await c.multiTeacher.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(403);
    expect((await c.schoolStaff.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(403);
    expect((await c.frAdmin.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(404);
    expect((await server.client().post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(401);
    const closed = await c.teacher.post(`/api/v1/student_alerts/${alertId}/close/`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed_by: { id: ids.user.teacher }, abilities: { close: false } });
    expect((await c.teacher.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(409);
    expect((await c.schoolAdmin.post(`/api/v1/student_alerts/${second}/close/`)).status).toBe(200);
    expect((await c.teacher.get(path())).body.count).toBe(0);
    expect((await c.teacher.get(`${path()}?closed=true`)).body.count).toBe(2);
    expect(await audits('student.alert_added', st.a)).toHaveLength(2);
    expect(await audits('student.alert_closed', st.a)).toHaveLength(2);
  });
});

describe('/api/v1/students/:id/picture/', () => {
  const path = () => `/api/v1/students/${st.a}/picture/`;

  it('lets roster editors upload (type by content), read, and remove; refuses others', async () => {
    expect((await server.client().get(path())).status).toBe(401);
    expect((await c.schoolAdmin.get(path())).status).toBe(404);
    expect((await upload(c.teacher, path(), { name: 'a.png', type: 'image/png', data: PNG })).status).toBe(403);
    expect((await upload(c.frAdmin, path(), { name: 'a.png', type: 'image/png', data: PNG })).status).toBe(404);
    const fake = await upload(c.schoolAdmin, path(), { name: 'a.png', type: 'image/png', data: Buffer.from('not an image') });
    expect(fake.body.error.fields.file.message).toBe('Invalid file type');
    const none = await upload(c.schoolAdmin, path(), null);
    expect(none.body.error.fields.file.message).toBe('Please select a file');
    expect((await upload(c.schoolAdmin, path(), { name: 'a.png', type: 'image/png', data: PNG })).status).toBe(204);
    const res = await fetch(server.baseUrl + path(), { headers: { cookie: [...c.teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await c.frAdmin.get(path())).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body.student.has_picture).toBe(true);
    expect((await c.teacher.delete(path())).status).toBe(403);
    expect((await c.schoolAdmin.delete(path())).status).toBe(204);
    expect((await c.teacher.get(path())).status).toBe(404);
    expect(await audits('student.picture_updated', st.a)).toHaveLength(1);
    expect(await audits('student.picture_removed', st.a)).toHaveLength(1);
  });
});
