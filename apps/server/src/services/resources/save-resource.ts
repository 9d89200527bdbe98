/**
 * Adding, changing and deleting resources (issue 11, section 3). A link, a Google Doc or a video comes
 * by JSON, its address checked for its kind; a document by upload, its owner and fields checked before a
 * byte of the file is read, its type by content, and stored in the database. A change needs the version
 * read (409 when stale). Every change is one audit event, with titles but never a document's contents.
 */
import { MSG, normalizedResourceUrl, RESOURCE_MSG, resourceUrlError, type TCreateResource, type TResourceDocumentFields, type TUpdateResource } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { Upload } from '../../lib/uploads.ts';
import { resourcesPolicy, type ResourceOwner } from '../../policies/resources.policy.ts';
import {
  deleteResourceRows,
  findVisibleResource,
  insertDocumentFile,
  insertResource,
  lockResource,
  replaceShares,
  shareIdsOf,
  updateResourceRow,
  type ResourceRow,
} from '../../repositories/resources.repository.ts';
import { emit } from '../emit.ts';
import { resolveOwner } from './owner.ts';
import { checkFolder, checkSharing } from './placement.ts';

const where = (r: { district_id: number; school_id: number | null }, id: number) => ({
  district_id: r.district_id,
  school_id: r.school_id,
  target: { type: 'resource' as const, id },
});

/** The owner named, read and added to by the actor (404 / 403 otherwise). */
async function addableOwner(ctx: AuthedContext, q: { school_id?: number; district_id?: number }): Promise<ResourceOwner> {
  const owner = await resolveOwner(ctx.db, ctx.actor, { school: q.school_id, district: q.district_id });
  authorize(resourcesPolicy.add, ctx.actor, owner);
  return owner;
}

type NewResource = Pick<ResourceRow, 'kind' | 'title' | 'description' | 'url' | 'file_id'> & { folder_id: number | null; shared_with_all: boolean; school_ids?: number[] };

async function insertWithSharing(ctx: AuthedContext, tx: AuthedContext['db'], owner: ResourceOwner, values: NewResource): Promise<number> {
  await checkFolder(tx, owner, values.folder_id);
  const schoolIds = await checkSharing(tx, owner, values);
  const { school_ids: _named, ...columns } = values;
  const row = await insertResource(tx, { ...owner, ...columns, created_by: ctx.actor.id });
  if (schoolIds?.length) await replaceShares(tx, row.id, schoolIds);
  const details = { kind: row.kind, title: row.title, folder_id: row.folder_id, shared_with_all: row.shared_with_all, school_ids: schoolIds ?? [] };
  await emit(tx, ctx, { type: 'resource.created', ...where(owner, row.id), details });
  return row.id;
}

/** A link, a Google Doc or a video. A document named by JSON is refused for want of its file. */
export async function createResource(ctx: AuthedContext, input: TCreateResource): Promise<number> {
  const owner = await addableOwner(ctx, input);
  if (input.kind === 'document') throw fieldError('file', RESOURCE_MSG.selectFile);
  return ctx.db.transaction((tx) =>
    insertWithSharing(ctx, tx, owner, {
      kind: input.kind,
      title: input.title,
      description: input.description ?? null,
      url: normalizedResourceUrl(input.kind, input.url!),
      file_id: null,
      folder_id: input.folder_id ?? null,
      shared_with_all: input.shared_with_all ?? false,
      school_ids: input.school_ids,
    }),
  );
}

/** Checks a document's fields before its file is read: the owner (404 / 403), the folder and the schools named. */
export async function prepareDocument(ctx: AuthedContext, fields: TResourceDocumentFields): Promise<{ owner: ResourceOwner; fields: TResourceDocumentFields }> {
  const owner = await addableOwner(ctx, fields);
  await checkFolder(ctx.db, owner, fields.folder_id);
  await checkSharing(ctx.db, owner, fields);
  return { owner, fields };
}

export async function createDocumentResource(ctx: AuthedContext, prepared: { owner: ResourceOwner; fields: TResourceDocumentFields }, upload: Upload): Promise<number> {
  const { owner, fields } = prepared;
  return ctx.db.transaction(async (tx) => {
    const fileId = await insertDocumentFile(tx, {
      ...owner,
      content_type: upload.contentType,
      file_name: upload.fileName || 'document',
      data: upload.data,
      created_by: ctx.actor.id,
    });
    return insertWithSharing(ctx, tx, owner, {
      kind: 'document',
      title: fields.title,
      description: fields.description ?? null,
      url: null,
      file_id: fileId,
      folder_id: fields.folder_id ?? null,
      shared_with_all: fields.shared_with_all ?? false,
      school_ids: fields.school_ids,
    });
  });
}

/** A resource the actor reads and may change (404 / 403 otherwise). */
async function changeable(ctx: AuthedContext, id: number): Promise<ResourceRow> {
  const row = await findVisibleResource(ctx.db, ctx.actor, id);
  if (!row) throw notFound();
  authorize(resourcesPolicy.change, ctx.actor, row.r);
  return row.r;
}

export async function updateResource(ctx: AuthedContext, id: number, input: TUpdateResource): Promise<void> {
  await changeable(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockResource(tx, id);
    if (!row) throw notFound();
    if (row.version !== input.version) throw conflict();
    const patch: Partial<ResourceRow> = {};
    const changes: Record<string, [unknown, unknown]> = {};
    const set = <K extends 'title' | 'description' | 'url' | 'folder_id' | 'shared_with_all'>(key: K, value: ResourceRow[K] | undefined) => {
      if (value === undefined || value === row[key]) return;
      patch[key] = value;
      changes[key] = [row[key], value];
    };
    set('title', input.title);
    set('description', input.description);
    if (input.url !== undefined) {
      if (row.kind === 'document') throw fieldError('url', MSG.invalidValue);
      const error = resourceUrlError(row.kind, input.url);
      if (error) throw fieldError('url', error);
      set('url', normalizedResourceUrl(row.kind, input.url));
    }
    if (input.folder_id !== undefined && input.folder_id !== row.folder_id) await checkFolder(tx, row, input.folder_id);
    set('folder_id', input.folder_id);
    const schoolIds = await checkSharing(tx, row, input);
    set('shared_with_all', input.shared_with_all);
    if (schoolIds !== undefined) {
      const before = await shareIdsOf(tx, id);
      if (before.join() !== schoolIds.join()) {
        await replaceShares(tx, id, schoolIds);
        changes.school_ids = [before, schoolIds];
      }
    }
    // Nothing to change: nothing written, no event. Otherwise the version moves, sharing included.
    if (!Object.keys(changes).length) return;
    const updated = await updateResourceRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    await emit(tx, ctx, { type: 'resource.updated', ...where(row, id), details: { title: updated.title, changes } });
  });
}

export async function deleteResource(ctx: AuthedContext, id: number): Promise<void> {
  await changeable(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockResource(tx, id);
    if (!row) throw notFound();
    await deleteResourceRows(tx, [id]);
    await emit(tx, ctx, { type: 'resource.deleted', ...where(row, id), details: { kind: row.kind, title: row.title } });
  });
}
