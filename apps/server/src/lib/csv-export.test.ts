import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@ss/domain/student-imports-shared';
import { catalogues } from '@ss/domain';
import { SEARCH_COLUMNS } from '../services/advanced-search/export-students.ts';
import { ROSTER_COLUMNS } from '../services/student-imports/export-students.ts';
import { csvChunks, csvLines, datedCsvName, fileSlug, headerOf, type CsvColumn, type CsvExport } from './csv-export.ts';

interface Row {
  name: string | null;
  gender: string | null;
}

const columns: CsvColumn<Row>[] = [
  { key: 'name', header: 'export.column.first_name', value: (r) => r.name },
  { key: 'gender', header: 'export.column.gender', value: (r) => r.gender, words: 'export.gender' },
  { key: 'm', header: { text: 'Reading; level' }, value: () => 1.5 },
];

async function* windowsOf<R>(...windows: R[][]) {
  for (const w of windows) yield w;
}

async function text<R>(file: CsvExport<R>): Promise<string> {
  let out = '';
  for await (const chunk of csvChunks(file)) out += chunk;
  return out;
}

describe('csvLines', () => {
  it('quotes what a spreadsheet would split (comma, quote, line breaks, ";" and tab) and nothing else', () => {
    const cells = ['plain', 'a,b', 'say "hi"', 'one\ntwo', 'one\rtwo', 'x;=cmd|calc', 'tab\there', 'Élise', '', null, 3];
    const line = csvLines([cells]);
    expect(line).toBe('plain,"a,b","say ""hi""","one\ntwo","one\rtwo","x;=cmd|calc","tab\there",Élise,,,3\r\n');
    // Read back by a CSV parser, each cell is whole again.
    expect(parse(line, { relax_column_count: true })[0]).toEqual(['plain', 'a,b', 'say "hi"', 'one\ntwo', 'one\rtwo', 'x;=cmd|calc', 'tab\there', 'Élise', '', '', '3']);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvLines([['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'ok=1']])).toBe(`'=1+1,'+1,'-1,'@SUM(A1),"'\t=1",ok=1\r\n`);
  });
});

describe('csvChunks', () => {
  const rows = [
    { name: 'Ana', gender: 'female' },
    { name: null, gender: null },
  ];

  it('starts with a byte-order mark and a header line, then one chunk per non-empty window', async () => {
    const chunks: string[] = [];
    for await (const c of csvChunks({ columns, lang: 'en', windows: windowsOf(rows.slice(0, 1), [], rows.slice(1)) })) chunks.push(c);
    expect(chunks).toEqual(['\uFEFFFirst name,Gender,"Reading; level"\r\n', 'Ana,Female,1.5\r\n', ',,1.5\r\n']);
  });

  it('writes headers and enumerated words in the language asked', async () => {
    expect(await text({ columns, lang: 'fr', windows: windowsOf(rows) })).toBe('\uFEFFPrénom,Genre,"Reading; level"\r\nAna,Féminin,1.5\r\n,,1.5\r\n');
  });

  it('writes column keys and codes when asked for codes (the import reads them back)', async () => {
    expect(await text({ columns, lang: 'codes', windows: windowsOf(rows) })).toBe('\uFEFFname,gender,"Reading; level"\r\nAna,female,1.5\r\n,,1.5\r\n');
  });
});

describe('the student exports’ columns', () => {
  it('keep the roster export in the order of EXPORT_COLUMNS, the import’s names first', () => {
    expect(ROSTER_COLUMNS.map((c) => headerOf(c as CsvColumn<unknown>, 'codes'))).toEqual([...EXPORT_COLUMNS]);
  });

  it('name every header and word in both catalogues', () => {
    const words = { 'export.gender': ['male', 'female', 'other'], 'export.status': ['active', 'graduated', 'archived', 'deleted'] };
    for (const c of [...ROSTER_COLUMNS, ...SEARCH_COLUMNS] as CsvColumn<unknown>[]) {
      for (const lang of ['en', 'fr'] as const) {
        if (typeof c.header === 'string') expect(catalogues[lang][c.header], `${lang}:${c.header}`).toBeDefined();
        if (c.words) for (const w of words[c.words as keyof typeof words]) expect(catalogues[lang][`${c.words}.${w}`], `${lang}:${c.words}.${w}`).toBeDefined();
      }
    }
  });
});

describe('file names', () => {
  it('fold a place’s name into a dated, ASCII file name', () => {
    expect(fileSlug('École Les Trois-Ponts')).toBe('ecole-les-trois-ponts');
    expect(fileSlug('!!!')).toBe('export');
    expect(datedCsvName('students', 'aspen')).toMatch(/^students-aspen-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
