/**
 * Support plan lifecycle (issue 12, section 3) through real HTTP: signatures on the latest revision, their rules
 * and input, who signs as whom.
 */
import { describe, expect, it } from 'vitest';
import { PLAN_MSG, translate, ZPlanSignatures, type TPlanRevisionList, type TPlanSignature, type TPlanSignatures, type TSupportPlan } from '@ss/domain';
import { daysAgo, daysAhead, lastAudit } from './supports-given-fixtures.ts';
import { server, ids, as, roleKeys, PNG, base, signatureCount, makePlan, finalise, newDraft, paper, withLifecycleServer } from './support-plans-lifecycle-fixtures.ts';

withLifecycleServer();

describe('support plan lifecycle: signatures', () => {
  it('collects signatures only on a final plan, counts them against the team, removes them only on the latest revision', async () => {
    const plan = await makePlan('Signatures', 3);
    const leader = await as('schoolLeader');
    const sigs = await signatureCount();
    const draft = await leader.post(`${base(plan.id)}/signatures/`, paper());
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.signNotFinal } });
    expect(translate('fr', PLAN_MSG.signNotFinal)).toBe('Les signatures se recueillent seulement sur un plan de soutien définitif : rendez-le d’abord définitif');
    const empty = await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`);
    expect(empty.body).toEqual({ revision: null, expected: 3, items: [], abilities: { sign: false, record_paper: false, remove: false } });
    expect((await finalise(leader, plan.id)).status).toBe(200);

    const a = await leader.post<TPlanSignature>(`${base(plan.id)}/signatures/`, paper());
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({
      name: 'Alex Parent',
      method: 'paper',
      typed_name: null,
      drawing: null,
      signer: null,
      recorded_by: { id: ids.user.schoolLeader, name: 'Marcus Bell' },
    });
    expect(a.body.role).not.toBe('');
    const b = await leader.post<TPlanSignature>(`${base(plan.id)}/signatures/`, paper({ name: 'Sam Specialist', role_key: null, role: 'Speech therapist' }));
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body).toMatchObject({ role_key: null, role: 'Speech therapist', method: 'paper', recorded_by: { id: ids.user.schoolLeader } });
    expect(await lastAudit(server.db, 'support_plan.signed')).toMatchObject({
      target_id: String(plan.id),
      actor_user_id: ids.user.schoolLeader,
      details: { revision: 1, signature: b.body.id, method: 'paper', recorded_by: ids.user.schoolLeader },
    });
    const list = await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`);
    expect(ZPlanSignatures.strict().safeParse(list.body).success).toBe(true);
    // The coordinator is not on the team: nothing to sign as themselves, paper signatures to record.
    expect(list.body).toMatchObject({ revision: 1, expected: 3, abilities: { sign: false, record_paper: true, remove: true } });
    expect(list.body.items.map((s) => s.id)).toEqual([a.body.id, b.body.id]);
    expect((await leader.get<TSupportPlan>(`${base(plan.id)}/`)).body.signatures).toEqual({ count: 2, expected: 3 });
    expect((await leader.get<TPlanRevisionList>(`${base(plan.id)}/revisions/`)).body.items[0]!.signatures).toEqual({ count: 2, expected: 3 });

    // Removing one (a mistake) on the latest revision of a final plan.
    expect((await leader.delete(`${base(plan.id)}/signatures/${b.body.id}/`)).status).toBe(204);
    expect(await lastAudit(server.db, 'support_plan.signature_removed')).toMatchObject({ target_id: String(plan.id), details: { revision: 1, signature: b.body.id } });
    expect((await leader.delete(`${base(plan.id)}/signatures/${b.body.id}/`)).status).toBe(404);

    // A new draft: revision 1's signatures stay and can no longer be removed; the next revision starts empty with the team's new size.
    const d = await newDraft(leader, plan.id);
    const gone = await leader.delete(`${base(plan.id)}/signatures/${a.body.id}/`);
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ error: { message: PLAN_MSG.signatureNotLatest } });
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: d.body.home.version, team: d.body.home.team.slice(0, 2) })).status).toBe(200);
    const f2 = await finalise(leader, plan.id);
    expect(f2.body.signatures).toEqual({ count: 0, expected: 2 });
    expect((await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body).toMatchObject({ revision: 2, expected: 2, items: [] });
    const old = await leader.delete(`${base(plan.id)}/signatures/${a.body.id}/`);
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({ error: { message: PLAN_MSG.signatureNotLatest } });
    const revs = (await leader.get<TPlanRevisionList>(`${base(plan.id)}/revisions/`)).body.items;
    expect(revs.map((r) => r.signatures)).toEqual([
      { count: 0, expected: 2 },
      { count: 1, expected: 3 },
    ]);
    // A signature of another plan is not found through this one.
    const other = await makePlan('SignaturesOther');
    await finalise(leader, other.id);
    expect((await leader.delete(`${base(other.id)}/signatures/${a.body.id}/`)).status).toBe(404);
    expect(await signatureCount()).toBe(sigs + 1);
  });

  it('rejects bad signatures with the message and records nothing', async () => {
    const plan = await makePlan('BadSignatures');
    const leader = await as('schoolLeader');
    expect((await finalise(leader, plan.id)).status).toBe(200);
    const sigs = await signatureCount();
    const big = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'.padEnd(280_000, 'A')}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [paper({ signed_on: daysAhead(2) }), 'signed_on', PLAN_MSG.future],
      [paper({ signed_on: daysAgo(1) }), 'signed_on', PLAN_MSG.signedBeforeRevision],
      [{ method: 'drawn' }, 'drawing', PLAN_MSG.drawing],
      [{ method: 'drawn', drawing: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' }, 'drawing', PLAN_MSG.drawing],
      [{ method: 'drawn', drawing: `data:image/png;base64,${btoa('GIF89a not a png at all')}` }, 'drawing', PLAN_MSG.drawing],
      [{ method: 'drawn', drawing: big }, 'drawing', PLAN_MSG.drawing],
      [paper({ role_key: 2_147_483_000 }), 'role_key', PLAN_MSG.unknownKey],
      [paper({ name: '' }), 'name', 'Required'],
      [paper({ signed_on: undefined }), 'signed_on', 'Required'],
      [paper({ method: 'stamped' }), 'method', 'Invalid value'],
    ];
    for (const [body, field, message] of cases) {
      const res = await leader.post<{ error: { fields: Record<string, { message: string }> } }>(`${base(plan.id)}/signatures/`, body);
      expect(res.status, `${field} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
      expect(res.body.error.fields[field], field).toMatchObject({ message });
    }
    expect(await signatureCount()).toBe(sigs);
    for (const message of [
      PLAN_MSG.drawing,
      PLAN_MSG.alreadySigned,
      PLAN_MSG.deactivationReason,
      PLAN_MSG.signatureNotLatest,
      PLAN_MSG.alreadyFinal,
      PLAN_MSG.notFinal,
      PLAN_MSG.compareSame,
    ])
      expect(translate('fr', message), message).not.toBe(message);
  });
  it('lets a team member sign only as themselves (name and role from the team, once), not someone off the team; paper is a coordinator’s', async () => {
    const plan = await makePlan('SelfSign', 2);
    const leader = await as('schoolLeader');
    const teacher = await as('teacher');
    // The student's teacher, taken off the team: reads the plan, signs nothing.
    const offTeam = plan.home.team.filter((m) => m.user_id !== ids.user.teacher);
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: plan.home.version, team: offTeam })).status).toBe(200);
    expect((await finalise(leader, plan.id)).status).toBe(200);
    const sigs = await signatureCount();
    const refused = await teacher.post(`${base(plan.id)}/signatures/`, { method: 'typed' });
    expect(refused.status).toBe(403);
    expect((await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body.abilities).toEqual({ sign: false, record_paper: false, remove: false });
    expect((await teacher.get<TSupportPlan>(`${base(plan.id)}/`)).body.abilities.sign).toBe(false);
    // Nor may a teacher record a paper signature, for anyone.
    expect((await teacher.post(`${base(plan.id)}/signatures/`, paper({ name: 'Hannah Lee' }))).status).toBe(403);
    expect(await signatureCount()).toBe(sigs);

    // Back on the team as "Hannah Lee" in the first role: signs as herself; nothing about the signer can be said in the body.
    const d = await newDraft(leader, plan.id);
    const member = { name: 'Hannah Lee', role_key: roleKeys[0], inside: true, user_id: ids.user.teacher };
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: d.body.home.version, team: [...offTeam, member] })).status).toBe(200);
    expect((await finalise(leader, plan.id)).status).toBe(200);
    expect((await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body.abilities).toEqual({ sign: true, record_paper: false, remove: false });
    const forged = await teacher.post(`${base(plan.id)}/signatures/`, { method: 'typed', name: 'Marie-Ève Anderson-Bérubé', typed_name: 'xx' });
    expect(forged.status).toBe(400);
    const signed = await teacher.post<TPlanSignature>(`${base(plan.id)}/signatures/`, { method: 'typed' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const roleLabel = plan.home.team_roles.find((r) => r.key === roleKeys[0])!.label_en;
    expect(signed.body).toMatchObject({
      name: 'Hannah Lee',
      role_key: roleKeys[0],
      role: roleLabel,
      signed_on: daysAgo(0),
      method: 'typed',
      typed_name: 'Hannah Lee',
      signer: { id: ids.user.teacher },
      recorded_by: { id: ids.user.teacher },
    });
    expect(await lastAudit(server.db, 'support_plan.signed')).toMatchObject({
      actor_user_id: ids.user.teacher,
      details: { revision: 2, signature: signed.body.id, method: 'typed', signer: ids.user.teacher },
    });
    // Once a revision.
    const twice = await teacher.post(`${base(plan.id)}/signatures/`, { method: 'drawn', drawing: PNG });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.alreadySigned } });
    expect((await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body.abilities.sign).toBe(false);
    // The coordinator records the parent's paper signature; the list says who recorded which.
    const onPaper = await leader.post<TPlanSignature>(`${base(plan.id)}/signatures/`, paper());
    expect(onPaper.status).toBe(201);
    const list = (await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body;
    expect(list.items.map((s) => [s.method, s.signer?.id ?? null, s.recorded_by?.name])).toEqual([
      ['typed', ids.user.teacher, signed.body.recorded_by!.name],
      ['paper', null, 'Marcus Bell'],
    ]);
    expect(list).toMatchObject({ expected: 2 });
  });
});
