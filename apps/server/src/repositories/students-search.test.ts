import { describe, expect, it } from 'vitest';
import { transpositions } from './students.repository.ts';

describe('transpositions (one swapped pair of letters)', () => {
  it('turns a misspelt name back into the name', () => {
    expect(transpositions('hnanah')).toContain('hannah');
    expect(transpositions('marigold thsitlewood')).toContain('marigold thistlewood');
  });
  it('leaves short words and doubled letters alone and stays bounded', () => {
    expect(transpositions('al')).toEqual([]);
    expect(transpositions('anna')).not.toContain('anna');
    expect(transpositions('x'.repeat(10) + 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz').length).toBeLessThanOrEqual(40);
  });
});
