/**
 * The sign-in page's image pipeline (issue 23, section 1) on real images made here by sharp: what is accepted (by
 * content), turned upright, stripped, resized per purpose and re-encoded as WebP; what is refused, and with what.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { HOME_IMAGE_BOX, HOME_IMAGE_MAX_BYTES, HOME_PAGE_MSG } from '@ss/domain';
import { HttpError } from './errors.ts';
import { IMAGE_MAX_PIXELS, reencodeImage } from './images.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('reencodeImage', () => {
  it('re-encodes a PNG as WebP inside a slide’s box, never enlarged', async () => {
    const big = await solid(3200, 1200).png().toBuffer();
    const out = await reencodeImage(big, 'slide');
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('webp');
    expect([out.width, out.height]).toEqual([1600, 600]);
    expect([meta.width, meta.height]).toEqual([1600, 600]);

    const small = await reencodeImage(await solid(300, 100).png().toBuffer(), 'logo');
    expect([small.width, small.height]).toEqual([300, 100]);
    expect(small.width).toBeLessThanOrEqual(HOME_IMAGE_BOX.logo.width);
  });

  it('crops a photo to its square', async () => {
    const out = await reencodeImage(await solid(800, 400).jpeg().toBuffer(), 'photo');
    expect([out.width, out.height]).toEqual([HOME_IMAGE_BOX.photo.width, HOME_IMAGE_BOX.photo.height]);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps no metadata', async () => {
    // 400 × 200 stored, orientation 6 (rotate 90° clockwise to show): shown 200 wide, 400 high.
    const jpeg = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Private camera owner', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const out = await reencodeImage(jpeg, 'slide');
    expect([out.width, out.height]).toEqual([200, 400]);
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out.data.includes(Buffer.from('Private camera owner'))).toBe(false);
  });

  it('takes a WebP too', async () => {
    const out = await reencodeImage(await solid(120, 80).webp().toBuffer(), 'logo');
    expect([out.width, out.height]).toEqual([120, 80]);
  });

  it('refuses what is not a PNG, JPEG or WebP by content, whatever its name', async () => {
    const text = Buffer.from('Just some text, saved as picture.png\n');
    const e = await refusal(reencodeImage(text, 'slide'));
    expect(e.statusCode).toBe(400);
    expect(e.fields?.file?.message).toBe(HOME_PAGE_MSG.notAnImage);
    // A real image of another type (GIF, SVG) and a PNG cut short are refused the same way.
    const gif = await solid(10, 10).gif().toBuffer();
    expect((await refusal(reencodeImage(gif, 'logo'))).fields?.file?.message).toBe(HOME_PAGE_MSG.notAnImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await refusal(reencodeImage(svg, 'logo'))).fields?.file?.message).toBe(HOME_PAGE_MSG.notAnImage);
    const png = await solid(200, 200).png().toBuffer();
    expect((await refusal(reencodeImage(png.subarray(0, 60), 'logo'))).fields?.file?.message).toBe(HOME_PAGE_MSG.notAnImage);
  });

  it('refuses a picture of more pixels than it decodes, and a file over the size limit', async () => {
    const huge = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(8000 * 6000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const e = await refusal(reencodeImage(huge, 'slide'));
    expect(e.fields?.file).toEqual({ message: HOME_PAGE_MSG.imageTooLarge, params: { max: 8 } });
    const heavy = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(HOME_IMAGE_MAX_BYTES)]);
    expect((await refusal(reencodeImage(heavy, 'slide'))).fields?.file?.message).toBe(HOME_PAGE_MSG.imageTooLarge);
  }, 30_000);
});
