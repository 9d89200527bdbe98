/**
 * How a student's name reads on a card (issue 4, section 3): the school chooses one of four
 * formats in its options. Web and server share this so a card reads the same everywhere.
 */
import type { StudentCardNameFormat, StudentCardOrganisation } from './enums.ts';

const initial = (s: string) => {
  const first = Array.from(s.trim())[0];
  return first ? `${first.toLocaleUpperCase()}.` : '';
};

export function formatCardName(format: StudentCardNameFormat, first: string, last: string): string {
  const f = first.trim();
  const l = last.trim();
  switch (format) {
    case 'first_name_last_name':
      return `${f} ${l}`.trim();
    case 'last_name_first_name':
      return l && f ? `${l}, ${f}` : l || f;
    case 'first_name_last_initial':
      return `${f} ${initial(l)}`.trim();
    case 'last_name_first_initial':
      return l && f ? `${l}, ${initial(f)}` : l || initial(f);
  }
}

export interface CardSortable {
  first_name: string;
  last_name: string;
  grade: string;
  manual_position: number | null;
  id: number;
}

/** Grade codes in school order: K first, then numbers ascending, then anything else by text. */
export function gradeRank(code: string): number {
  if (code.toUpperCase() === 'K') return 0;
  const n = Number(code);
  return Number.isFinite(n) ? 1 + n : 1000;
}

// One collator for every comparison: localeCompare with options builds one per call, which costs a
// 400-card board thousands of collators per read.
const byText = new Intl.Collator(undefined, { sensitivity: 'base' }).compare;

/** Orders cards as the school's card organisation says; ties fall back to last name, first name, id. */
export function compareCards(organisation: StudentCardOrganisation, a: CardSortable, b: CardSortable): number {
  const names = byText(a.last_name, b.last_name) || byText(a.first_name, b.first_name) || a.id - b.id;
  switch (organisation) {
    case 'first_name':
      return byText(a.first_name, b.first_name) || names;
    case 'last_name':
      return names;
    case 'grade':
      return gradeRank(a.grade) - gradeRank(b.grade) || byText(a.grade, b.grade) || names;
    case 'manual': {
      // Students never placed by hand go after those that were, in name order.
      const pa = a.manual_position ?? Number.MAX_SAFE_INTEGER;
      const pb = b.manual_position ?? Number.MAX_SAFE_INTEGER;
      return pa - pb || names;
    }
  }
}
