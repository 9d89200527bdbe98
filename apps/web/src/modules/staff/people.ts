/** Reading invitees from pasted text or a CSV file, in the browser. */
import type { Person } from './api.ts';

/** E-mails separated by commas, semicolons, spaces or new lines; duplicates once. */
export function parseEmailList(text: string): Person[] {
  const seen = new Set<string>();
  const people: Person[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const email = raw.trim();
    if (email === '' || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    people.push({ email });
  }
  return people;
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** A CSV with a header row naming an "email" column and optional first_name, last_name; null without one. */
export function parseCsv(text: string): Person[] | null {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return null;
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const emailAt = header.indexOf('email');
  if (emailAt < 0) return null;
  const firstAt = header.indexOf('first_name');
  const lastAt = header.indexOf('last_name');
  return lines.slice(1).map((line) => {
    const cells = splitCsvLine(line);
    const person: Person = { email: cells[emailAt] ?? '' };
    if (firstAt >= 0 && cells[firstAt]) person.first_name = cells[firstAt];
    if (lastAt >= 0 && cells[lastAt]) person.last_name = cells[lastAt];
    return person;
  });
}
