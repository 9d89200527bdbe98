import { describe, expect, it } from 'vitest';
import { compareCards, formatCardName, gradeRank } from './student-card.ts';

describe('formatCardName', () => {
  it('writes each of the four formats', () => {
    expect(formatCardName('first_name_last_name', 'Ève', 'Bélanger')).toBe('Ève Bélanger');
    expect(formatCardName('last_name_first_name', 'Ève', 'Bélanger')).toBe('Bélanger, Ève');
    expect(formatCardName('first_name_last_initial', 'Ève', 'Bélanger')).toBe('Ève B.');
    expect(formatCardName('last_name_first_initial', 'Ève', 'Bélanger')).toBe('Bélanger, È.');
  });
  it('upper-cases initials and trims spaces', () => {
    expect(formatCardName('first_name_last_initial', ' sam ', ' o’neil ')).toBe('sam O.');
  });
  it('does not leave a dangling comma when a name is empty', () => {
    expect(formatCardName('last_name_first_name', '', 'Lee')).toBe('Lee');
    expect(formatCardName('last_name_first_initial', 'Ana', '')).toBe('A.');
  });
});

describe('compareCards', () => {
  const a = { id: 1, first_name: 'Zoé', last_name: 'Adams', grade: '10', manual_position: 2 };
  const b = { id: 2, first_name: 'Ali', last_name: 'Young', grade: 'K', manual_position: null };
  const c = { id: 3, first_name: 'Mia', last_name: 'Brown', grade: '2', manual_position: 1 };
  const order = (o: Parameters<typeof compareCards>[0]) => [a, b, c].sort((x, y) => compareCards(o, x, y)).map((s) => s.id);
  it('orders by first name, last name, grade (K first, numeric) and manual position', () => {
    expect(order('first_name')).toEqual([2, 3, 1]);
    expect(order('last_name')).toEqual([1, 3, 2]);
    expect(order('grade')).toEqual([2, 3, 1]);
    expect(order('manual')).toEqual([3, 1, 2]);
  });
  it('ranks grades', () => {
    expect(gradeRank('K')).toBeLessThan(gradeRank('1'));
    expect(gradeRank('9')).toBeLessThan(gradeRank('12'));
  });
});
