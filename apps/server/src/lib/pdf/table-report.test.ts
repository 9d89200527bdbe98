import { describe, expect, it } from 'vitest';
import { CELL_MAX, packRows, shorten } from './table-report.ts';

const widths = [16, 9, 7, 7, 13];
const short = ['Call the family', 'Hannah Lee', '2026-12-01', '', 'Short.'];
const long = ['Call the family', 'Hannah Lee', '2026-12-01', '', 'A much longer comment '.repeat(15).trim()];

describe('PDF table reports: rows packed into pages', () => {
  it('keeps every row once, in order, and an empty table on one page', () => {
    const rows = Array.from({ length: 500 }, (_, i) => (i % 9 ? short : long));
    const pages = packRows({ widths, rows, context: ['Status: all'] });
    expect(pages.flat()).toEqual(rows.map((_, i) => i));
    expect(pages.every((p) => p.length > 0)).toBe(true);
    expect(packRows({ widths, rows: [], context: [] })).toEqual([[]]);
  });

  it('gives a row as much room as its longest cell needs, and the first page less (title and context)', () => {
    const ofShort = packRows({ widths, rows: Array.from({ length: 200 }, () => short), context: [] });
    const ofLong = packRows({ widths, rows: Array.from({ length: 200 }, () => long), context: [] });
    expect(ofLong.length).toBeGreaterThan(ofShort.length * 3);
    expect(ofShort[0]!.length).toBeLessThan(ofShort[1]!.length);
    // A page of short rows holds a full sheet of them (one line each, 1.2 em apart: 29 on Letter landscape).
    expect(ofShort[1]!.length).toBeGreaterThanOrEqual(28);
  });

  it('shortens cells past CELL_MAX characters with an ellipsis', () => {
    expect(shorten('x'.repeat(CELL_MAX))).toHaveLength(CELL_MAX);
    const cut = shorten('x'.repeat(CELL_MAX + 50));
    expect(cut).toHaveLength(CELL_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });
});
