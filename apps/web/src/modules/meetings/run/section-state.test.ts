import { describe, expect, it } from 'vitest';
import { initialSection, isEditing, sectionReducer, type SectionEvent, type SectionState } from './section-state.ts';

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
    expect(s.conflict).toEqual({ theirs: { body: 'theirs', version: 3, updated_by: bob }, mine: 'mine', reason: 'stale' });
    expect(run(s, { type: 'send' })).toBe(s);
    const kept = run(s, { type: 'resolve', text: 'mine' });
    expect(kept).toMatchObject({ status: 'dirty', draft: 'mine', base: { version: 3 }, conflict: null });
    const theirs = run(s, { type: 'use_theirs' });
    expect(theirs).toMatchObject({ status: 'idle', draft: 'theirs', base: { version: 3 }, conflict: null });
    const merged = run(s, { type: 'resolve', text: 'theirs + mine' });
    expect(merged).toMatchObject({ status: 'dirty', draft: 'theirs + mine', base: { version: 3 } });
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
    expect(s.conflict).toMatchObject({ mine: 'old and more', reason: 'remote', theirs: { body: 'other', updated_by: bob } });
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
