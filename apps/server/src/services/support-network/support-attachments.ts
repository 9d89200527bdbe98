/**
 * A support's resources: web links, Google Docs and YouTube videos (checked by packages/domain/src/
 * resource-urls.ts, with the spec's messages) and uploaded documents (types checked by content, size up to
 * the configured limit, stored in the database). Whoever reads the support reads them; whoever may change
 * it attaches and removes them (not while it is archived), up to SUPPORT_ATTACHMENTS_MAX.
 */
import { MSG, SUPPORT_ATTACHMENTS_MAX, SUPPORT_MSG, SUPPORT_NAME_MAX, type TCreateSupportAttachment } from '@ss/domain';
import { googleDocUrl, webLink, youtubeVideoId } from '@ss/domain/resource-urls';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { Upload } from '../../lib/uploads.ts';
import { supportsPolicy } from '../../policies/support-network.policy.ts';
import { factsOf } from './support-facts.ts';
import { attachmentCount, deleteAttachmentRow, findAttachment, insertAttachment, insertDocument, readDocument } from '../../repositories/support-attachments.repository.ts';
import type { SupportRead } from '../../repositories/support-network.repository.ts';
import { emit } from '../emit.ts';
import { notPossible, readableSupport, supportWhere } from './support-access.ts';

const URL_CHECKS: Record<TCreateSupportAttachment['kind'], [(url: string) => string | null, string]> = {
  link: [webLink, 'Invalid url'],
  google_doc: [googleDocUrl, 'Please make sure to provide a valid Google Doc URL'],
  youtube: [(url) => (youtubeVideoId(url) ? url.trim() : null), 'Please make sure to provide a valid Youtube video URL'],
};

/** The support, when the caller may change its resources now (and it has room for one more when adding). */
async function changeable(ctx: AuthedContext, id: number, adding: boolean): Promise<SupportRead> {
  const r = await readableSupport(ctx, id);
  authorize(supportsPolicy.update, ctx.actor, factsOf(r));
  if (r.s.status === 'archived') throw notPossible(SUPPORT_MSG.archived);
  if (adding && (await attachmentCount(ctx.db, id)) >= SUPPORT_ATTACHMENTS_MAX) {
    throw new HttpError(400, 'validation', SUPPORT_MSG.tooManyAttachments, { attachments: { message: SUPPORT_MSG.tooManyAttachments, params: { max: SUPPORT_ATTACHMENTS_MAX } } });
  }
  return r;
}

export async function addLink(ctx: AuthedContext, id: number, input: TCreateSupportAttachment): Promise<void> {
  const r = await changeable(ctx, id, true);
  const [check, message] = URL_CHECKS[input.kind];
  const url = check(input.url);
  if (!url) throw fieldError('url', message);
  await ctx.db.transaction(async (tx) => {
    const a = await insertAttachment(tx, { support_id: id, kind: input.kind, title: input.title, url, created_by: ctx.actor.id });
    await emit(tx, ctx, { type: 'support.attachment_added', ...supportWhere(r.s), details: { attachment: a.id, kind: a.kind } });
  });
}

/** The title a document is sent with (a form field before the file). */
function titleOf(fields: Record<string, string>): string {
  const title = (fields.title ?? '').trim();
  if (!title) throw fieldError('title', MSG.required);
  if (title.length > SUPPORT_NAME_MAX) throw fieldError('title', MSG.maxLength, { maxlength: SUPPORT_NAME_MAX });
  return title;
}

/** A document upload: the fields are checked before a byte of the file is read. */
export async function addDocument(ctx: AuthedContext, id: number, read: (beforeFile: (fields: Record<string, string>) => Promise<void>) => Promise<Upload>): Promise<void> {
  const r = await changeable(ctx, id, true);
  const upload = await read(async (fields) => {
    if (fields.kind !== 'document') throw fieldError('kind', fields.kind === undefined ? MSG.required : MSG.invalidValue);
    titleOf(fields);
  });
  const title = titleOf(upload.fields);
  await ctx.db.transaction(async (tx) => {
    const fileId = await insertDocument(tx, {
      district_id: r.s.district_id,
      school_id: r.s.school_id,
      content_type: upload.contentType,
      file_name: upload.fileName || title,
      size: upload.data.length,
      data: upload.data,
      created_by: ctx.actor.id,
    });
    const a = await insertAttachment(tx, { support_id: id, kind: 'document', title, file_id: fileId, created_by: ctx.actor.id });
    await emit(tx, ctx, { type: 'support.attachment_added', ...supportWhere(r.s), details: { attachment: a.id, kind: 'document' } });
  });
}

export async function removeAttachment(ctx: AuthedContext, id: number, attachmentId: number): Promise<void> {
  const r = await changeable(ctx, id, false);
  const a = await findAttachment(ctx.db, id, attachmentId);
  if (!a) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteAttachmentRow(tx, a);
    await emit(tx, ctx, { type: 'support.attachment_removed', ...supportWhere(r.s), details: { attachment: a.id, kind: a.kind } });
  });
}

/** An uploaded document of a support the caller reads. */
export async function readAttachmentFile(ctx: AuthedContext, id: number, attachmentId: number) {
  await readableSupport(ctx, id);
  const a = await findAttachment(ctx.db, id, attachmentId);
  const file = a?.file_id != null ? await readDocument(ctx.db, a.file_id) : null;
  if (!file) throw notFound();
  return file;
}
