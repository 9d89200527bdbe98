import { describe, expect, it } from 'vitest';
import { isLongSession } from './session-length.ts';

describe('isLongSession: the fidelity log asks before saving a session far longer than planned', () => {
  it('asks past twice the planned length, not up to it', () => {
    expect(isLongSession(600, 20)).toBe(true);
    expect(isLongSession(41, 20)).toBe(true);
    expect(isLongSession(40, 20)).toBe(false);
    expect(isLongSession(20, 20)).toBe(false);
  });

  it('does not ask without minutes or a planned length', () => {
    expect(isLongSession(null, 20)).toBe(false);
    expect(isLongSession(600, null)).toBe(false);
    expect(isLongSession(600, undefined)).toBe(false);
    expect(isLongSession(600, 0)).toBe(false);
  });
});
