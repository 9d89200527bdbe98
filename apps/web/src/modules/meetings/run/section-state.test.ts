import { describe, expect, it } from 'vitest';
import { initialSection, isEditing, isUnsettled, latestSaved, sectionReducer, type SectionEvent, type SectionState } from './section-state.ts';

const ann = { id: 1, name: 'Ann' };
const bob = { id: 2, name: 'Bob' };
const run = (s: SectionState, ...events: SectionEvent[]) => events.reduce(sectionReducer, s);
const empty = initialSection({ body: '', version: 0, updated_by: null });

describe('a note section edited by several people', () => {
  it('types, saves, and says saved', () => {
    const s = run(empty, { type: 'typed', text: 'Reads slowly' });
    expect(s.status).toBe('dirty');
    const sending = run(s, { type: 'send' });
    expect(sending).toMatchObject({ status: 'saving', sending: 'Reads slowly' });
    const saved = run(sending, { type: 'saved', section: { body: 'Reads slowly', version: 1, updated_by: ann } });
    expect(saved).toMatchObject({ status: 'saved', draft: 'Reads slowly', base: { version: 1 } });
    expect(isEditing(saved)).toBe(false);
  });

  it('keeps typing while a save travels: still dirty after it lands', () => {
    const s = run(empty, { type: 'typed', text: 'A' }, { type: 'send' }, { type: 'typed', text: 'AB' }, { type: 'saved', section: { body: 'A', version: 1, updated_by: ann } });
    expect(s).toMatchObject({ status: 'dirty', draft: 'AB', base: { version: 1 } });
  });

  it('a stale save shows both texts and sends nothing until a choice is made', () => {
    const s = run(empty, { type: 'typed', text: 'mine' }, { type: 'send' }, { type: 'stale', current: { body: 'theirs', version: 3, updated_by: bob } });
    expect(s.status).toBe('conflict');
    expect(s.draft).toBe('mine');
    expect(s.conflict).toEqual({ theirs: { body: 'theirs', version: 3, updated_by: bob }, reason: 'stale', merged: false });
    expect(run(s, { type: 'send' })).toBe(s);
    const kept = run(s, { type: 'keep_mine' });
    expect(kept).toMatchObject({ status: 'dirty', draft: 'mine', base: { version: 3 }, conflict: null });
    const theirs = run(s, { type: 'use_theirs' });
    expect(theirs).toMatchObject({ status: 'idle', draft: 'theirs', base: { version: 3 }, conflict: null });
  });

  it('merge puts both texts in the box, which stays open to edit; saving it writes on their version', () => {
    const s = run(empty, { type: 'typed', text: 'mine' }, { type: 'send' }, { type: 'stale', current: { body: 'theirs', version: 3, updated_by: bob } }, { type: 'merge' });
    expect(s).toMatchObject({ status: 'conflict', draft: 'theirs\n\nmine', conflict: { merged: true } });
    expect(run(s, { type: 'merge' })).toBe(s);
    const edited = run(s, { type: 'typed', text: 'theirs and mine' }, { type: 'send' });
    expect(edited).toMatchObject({ status: 'conflict', draft: 'theirs and mine' });
    expect(run(edited, { type: 'keep_mine' })).toMatchObject({ status: 'dirty', draft: 'theirs and mine', base: { version: 3 }, conflict: null });
  });

  it('typing goes on into the box during the choice: nothing typed after the other save is dropped', () => {
    const writing = run(initialSection({ body: '', version: 0, updated_by: null }), { type: 'typed', text: 'Reads we' });
    const clash = run(writing, { type: 'server', section: { body: 'Needs a plan', version: 1, updated_by: bob } });
    expect(clash).toMatchObject({ status: 'conflict', draft: 'Reads we', conflict: { reason: 'remote' } });
    const typedOn = run(clash, { type: 'typed', text: 'Reads well' }, { type: 'typed', text: 'Reads well in groups' });
    expect(typedOn).toMatchObject({ status: 'conflict', draft: 'Reads well in groups', conflict: { theirs: { body: 'Needs a plan' } } });
    expect(run(typedOn, { type: 'send' })).toBe(typedOn);
    expect(run(typedOn, { type: 'merge' }).draft).toBe('Needs a plan\n\nReads well in groups');
  });

  it('a clash met while our own save travels keeps that save, then the typing on, through its refusal', () => {
    const s = run(
      empty,
      { type: 'typed', text: 'Reads' },
      { type: 'send' },
      { type: 'server', section: { body: 'Needs a plan', version: 1, updated_by: bob } },
      { type: 'typed', text: 'Reads well' },
    );
    expect(s).toMatchObject({ status: 'saving', sending: 'Reads', draft: 'Reads well', conflict: { reason: 'remote' } });
    // No choice while the save's answer is awaited.
    expect(run(s, { type: 'keep_mine' })).toBe(s);
    const refused = run(s, { type: 'stale', current: { body: 'Needs a plan', version: 1, updated_by: bob } });
    expect(refused).toMatchObject({ status: 'conflict', sending: null, draft: 'Reads well', conflict: { reason: 'remote', theirs: { version: 1 } } });
  });

  it('says what is true during a choice: the newest saved version is theirs, and leaving would lose text', () => {
    const s = run(empty, { type: 'typed', text: 'mine' }, { type: 'server', section: { body: 'theirs', version: 1, updated_by: bob } });
    expect(latestSaved(s)).toEqual({ body: 'theirs', version: 1, updated_by: bob });
    expect(isUnsettled(s)).toBe(true);
    const settled = run(s, { type: 'keep_mine' });
    expect(latestSaved(settled).version).toBe(1);
    expect(isUnsettled(settled)).toBe(false);
  });

  it('a newer save of theirs during the choice replaces theirs (a merge done on the older one is undone as a flag, not in the text)', () => {
    const s = run(empty, { type: 'typed', text: 'mine' }, { type: 'server', section: { body: 'v1', version: 1, updated_by: bob } }, { type: 'merge' });
    const newer = run(s, { type: 'server', section: { body: 'v2', version: 2, updated_by: bob } });
    expect(newer).toMatchObject({ status: 'conflict', draft: 'v1\n\nmine', conflict: { theirs: { body: 'v2', version: 2 }, merged: false } });
  });

  it('the choice settles itself once both texts are the same', () => {
    const s = run(empty, { type: 'typed', text: 'the sam' }, { type: 'server', section: { body: 'the same', version: 1, updated_by: bob } }, { type: 'typed', text: 'the same' });
    expect(s).toMatchObject({ status: 'idle', conflict: null, base: { version: 1 } });
  });

  it("someone else's save replaces the text of a person not writing it", () => {
    const s = run(initialSection({ body: 'old', version: 2, updated_by: ann }), { type: 'server', section: { body: 'new', version: 3, updated_by: bob } });
    expect(s).toMatchObject({ draft: 'new', status: 'idle', conflict: null, base: { updated_by: bob } });
  });

  it("someone else's save while this person writes the section asks which to keep", () => {
    const s = run(
      initialSection({ body: 'old', version: 2, updated_by: ann }),
      { type: 'typed', text: 'old and more' },
      {
        type: 'server',
        section: { body: 'other', version: 3, updated_by: bob },
      },
    );
    expect(s.status).toBe('conflict');
    expect(s.draft).toBe('old and more');
    expect(s.conflict).toMatchObject({ reason: 'remote', theirs: { body: 'other', updated_by: bob } });
  });

  it('ignores versions already seen (our own save read back)', () => {
    const s = run(empty, { type: 'typed', text: 'A' }, { type: 'send' }, { type: 'saved', section: { body: 'A', version: 1, updated_by: ann } });
    expect(run(s, { type: 'server', section: { body: 'A', version: 1, updated_by: ann } })).toBe(s);
  });

  it('a failed save says so and keeps the text', () => {
    const s = run(empty, { type: 'typed', text: 'A' }, { type: 'send' }, { type: 'failed' });
    expect(s).toMatchObject({ status: 'error', draft: 'A' });
    expect(isEditing(s)).toBe(true);
  });
});
