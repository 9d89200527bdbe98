import { describe, expect, it } from 'vitest';
import { tierBands } from './tier-bands.ts';

const span = (tier_key: number, start_date: string, end_date: string | null, tier = `t${tier_key}`) => ({ tier_key, tier, start_date, end_date });

describe('tierBands', () => {
  it('joins one tier’s supports that overlap or touch, and keeps gaps apart', () => {
    expect(tierBands([span(2, '2026-01-01', '2026-01-31'), span(2, '2026-02-01', '2026-02-20'), span(2, '2026-01-10', '2026-01-15'), span(2, '2026-04-01', '2026-05-01')])).toEqual(
      [
        { tier: 't2', start_date: '2026-01-01', end_date: '2026-02-20' },
        { tier: 't2', start_date: '2026-04-01', end_date: '2026-05-01' },
      ],
    );
  });

  it('keeps a band open while one of its supports is current, and tiers apart', () => {
    expect(tierBands([span(3, '2026-03-01', null), span(2, '2026-01-01', '2026-03-01'), span(3, '2026-03-05', '2026-03-10')])).toEqual([
      { tier: 't3', start_date: '2026-03-01', end_date: null },
      { tier: 't2', start_date: '2026-01-01', end_date: '2026-03-01' },
    ]);
  });

  it('shows the latest support’s tier item when a list was customised meanwhile', () => {
    expect(tierBands([span(2, '2026-01-01', '2026-02-01', 'old'), span(2, '2026-01-20', null, 'new')])).toEqual([{ tier: 'new', start_date: '2026-01-01', end_date: null }]);
    expect(tierBands([])).toEqual([]);
  });
});
