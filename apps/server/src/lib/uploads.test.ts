/** Documents are recognised by their content, never by their name (issue 11, section 3). */
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { documentType } from './uploads.ts';

const zip = (files: Record<string, string>, opts: { level?: 0 } = {}) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])), opts));

describe('documentType', () => {
  it('knows PDF, images, legacy Office and plain text', () => {
    expect(documentType(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'))).toBe('application/pdf');
    expect(documentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(documentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('application/x-ole-storage');
    expect(documentType(Buffer.from('Reading log\r\nWeek 1: 42 words\r\n'))).toBe('text/plain');
  });

  it('tells Word, Excel and PowerPoint apart by their entries, and OpenDocument by its mimetype', () => {
    expect(documentType(zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(documentType(zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(documentType(zip({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }))).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(documentType(zip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<x/>' }, { level: 0 }))).toBe('application/vnd.oasis.opendocument.text');
  });

  it('refuses other archives, markup that a browser would run, and binaries', () => {
    expect(documentType(zip({ 'payload.exe': 'MZ' }))).toBeNull();
    expect(documentType(Buffer.from('<!DOCTYPE html><script>alert(1)</script>'))).toBeNull();
    expect(documentType(Buffer.from('  <svg onload="alert(1)"/>'))).toBeNull();
    expect(documentType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBeNull();
    expect(documentType(Buffer.alloc(0))).toBeNull();
  });

  it('checks the whole PDF signature and looks past a byte-order mark (issue 21, section 6)', () => {
    // HTML that starts with %PDF-, a truncated or versionless header, and markup behind a UTF-8 byte-order mark.
    expect(documentType(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'))).toBeNull();
    expect(documentType(Buffer.from('%PDF-<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(documentType(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'))).toBeNull();
    expect(documentType(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<!DOCTYPE html><script>alert(1)</script>')]))).toBeNull();
    expect(documentType(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<html><body>x</body></html>')]))).toBeNull();
    // Padding after the end-of-file marker does not hide it.
    expect(documentType(Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(4096)]))).toBe('application/pdf');
    // A text file saved with a byte-order mark is still text.
    expect(documentType(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Reading log: 42 words')]))).toBe('text/plain');
  });
});
