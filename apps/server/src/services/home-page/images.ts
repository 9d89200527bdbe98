/**
 * The sign-in page's images (issue 23, section 1). Uploaded by super admins: checked, resized and re-encoded by
 * lib/images.ts before a byte is kept (the original is never stored nor served). Served to anyone when a published
 * item shows the image — cached for a year, as an id's bytes never change — and to super admins whatever shows it
 * (previews, drafts), then never cached.
 */
import type { HomeImagePurpose, THomeImage } from '@ss/domain';
import type { AuthedContext, ServiceContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { homePagePolicy } from '../../policies/home-page.policy.ts';
import { deleteStrayImages, imageBytes, insertImage } from '../../repositories/home-page/home-page.repository.ts';
import { emit } from '../emit.ts';
import { imageUrl } from './collections.ts';

/** An image no item took within this time is deleted at the next upload. */
const STRAY_AFTER_MS = 24 * 60 * 60 * 1000;

/** `read` reads the upload only once the caller may upload (no byte of a refused request is read). */
export async function uploadImage(ctx: AuthedContext, read: () => Promise<{ data: Buffer; purpose: HomeImagePurpose }>): Promise<THomeImage> {
  authorize(homePagePolicy.edit, ctx.actor);
  const upload = await read();
  const image = await reencodeImage(upload.data, upload.purpose);
  return ctx.db.transaction(async (tx) => {
    await deleteStrayImages(tx, new Date(Date.now() - STRAY_AFTER_MS));
    const row = await insertImage(tx, { purpose: upload.purpose, width: image.width, height: image.height, data: image.data, created_by: ctx.actor.id });
    await emit(tx, ctx, {
      type: 'home_page.updated',
      target: { type: 'home_page', id: row.id },
      details: { collection: 'images', item_id: row.id, change: 'uploaded', purpose: upload.purpose, size: image.data.length },
    });
    return { id: row.id, url: imageUrl(row.id), width: row.width, height: row.height };
  });
}

/** The image's bytes and whether they may be kept by any cache (a published item shows them), or 404. */
export async function readImage(ctx: ServiceContext, id: number): Promise<{ data: Buffer; shared: boolean }> {
  const published = await imageBytes(ctx.db, id, false);
  if (published) return { data: published.data, shared: true };
  const actor = ctx.auth?.actor;
  if (actor && homePagePolicy.preview(actor)) {
    const any = await imageBytes(ctx.db, id, true);
    if (any) return { data: any.data, shared: false };
  }
  throw notFound();
}
