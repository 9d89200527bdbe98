/**
 * Images of the sign-in page (issue 23, section 1), through one kept image library (sharp, libvips): an upload is
 * accepted only when sharp decodes it as PNG, JPEG or WebP (by content, never by its name or declared type), turned
 * upright by its EXIF orientation, stripped of every metadata (sharp writes none unless asked), fitted into its
 * purpose's box (`HOME_IMAGE_BOX`: a photo is cropped to its square, a slide or a logo fits inside and is never
 * enlarged) and re-encoded as WebP. Only those bytes are kept and served; the upload's own bytes go nowhere.
 */
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HOME_IMAGE_BOX, HOME_IMAGE_MAX_BYTES, HOME_IMAGE_PURPOSES, HOME_PAGE_MSG, hasForbiddenCharacter, MSG, type HomeImagePurpose } from '@ss/domain';
import { fieldError, HttpError } from './errors.ts';

/** Larger pictures than this (width × height) are refused before they are decoded: a small file can claim a huge canvas. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_MB = HOME_IMAGE_MAX_BYTES / (1024 * 1024);

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

const fileError = (message: string, params?: Record<string, string | number>) => new HttpError(400, 'validation', message, { file: params ? { message, params } : { message } });
export const notAnImage = () => fileError(HOME_PAGE_MSG.notAnImage);
export const imageTooLarge = () => fileError(HOME_PAGE_MSG.imageTooLarge, { max: MAX_MB });

/** The upload as the page will show it: checked, upright, without metadata, resized for its purpose, WebP. */
export async function reencodeImage(input: Buffer, purpose: HomeImagePurpose): Promise<ReencodedImage> {
  if (input.length > HOME_IMAGE_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !FORMATS.has(format)) throw notAnImage();
  if (pixels > IMAGE_MAX_PIXELS) throw imageTooLarge();
  const box = HOME_IMAGE_BOX[purpose];
  try {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(box.width, box.height, purpose === 'photo' ? { fit: 'cover', position: 'attention' } : { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A file whose header decodes but whose body does not (truncated, corrupt).
    throw notAnImage();
  }
}

/**
 * The one file and the `purpose` field of a multipart upload, read whole up to HOME_IMAGE_MAX_BYTES (a larger file
 * stops being read at the limit). Refusals are 400 with the field's message: no file, no known purpose, too large.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ data: Buffer; purpose: HomeImagePurpose }> {
  if (!request.isMultipart()) throw fileError('Please select a file');
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: HOME_IMAGE_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw imageTooLarge();
      data = Buffer.concat(chunks);
    } else {
      const value = String(part.value);
      if (hasForbiddenCharacter(part.fieldname) || hasForbiddenCharacter(value)) throw fieldError(part.fieldname, MSG.forbiddenCharacter);
      fields[part.fieldname] = value;
    }
  }
  const purpose = fields.purpose;
  if (!purpose) throw fieldError('purpose', MSG.required);
  if (!(HOME_IMAGE_PURPOSES as readonly string[]).includes(purpose)) throw fieldError('purpose', MSG.invalidValue);
  if (!data || !data.length) throw fileError('Please select a file');
  return { data, purpose: purpose as HomeImagePurpose };
}
