import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBundle } from './bundle.ts';

/** A one-file zip whose headers declare `declaredSize` bytes, whatever the data inflates to. */
function lyingZip(name: string, content: Buffer, declaredSize: number): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const directory = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(30 + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, directory, end]);
}

describe('readBundle', () => {
  it('stops inflating a file whose zip headers understate its size, at the limit and without blocking', async () => {
    // 64 MB of one letter deflates to about 64 KB; the headers claim 100 bytes.
    const bomb = lyingZip('users.csv', Buffer.alloc(64 * 1024 * 1024, 'a'), 100);
    expect(bomb.length).toBeLessThan(100_000);
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    const started = performance.now();
    const result = await readBundle(bomb, 1024 * 1024);
    clearInterval(timer);
    expect(result).toEqual({ ok: false, errors: [{ file: 'bundle', message: 'sis.error.bundleTooLarge' }] });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(turns).toBeGreaterThan(0);
  });

  it('reads a file the headers describe truthfully, and refuses what is not a zip', async () => {
    const manifest = lyingZip('manifest.csv', Buffer.from('propertyName,value\noneroster.version,1.1\n'), 40);
    const read = await readBundle(manifest, 1024 * 1024);
    expect(read.ok).toBe(false);
    // Read, then found incomplete: the other files are missing (not "too large", not "not a zip").
    expect(!read.ok && read.errors.map((e) => e.message)).toContain('sis.error.missingFile');
    expect(await readBundle(Buffer.from('PK\u0003\u0004 nothing else'), 1024)).toEqual({ ok: false, errors: [{ file: 'bundle', message: 'sis.error.notZip' }] });
  });
});
