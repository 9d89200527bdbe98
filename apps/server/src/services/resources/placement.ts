/**
 * Where a resource may go and whom it is shared with: a folder of its own owner (locked against a
 * concurrent deletion while the resource is written), and schools of its district, for a district
 * resource only.
 */
import { RESOURCE_MSG } from '@ss/domain';
import type { Database } from '@ss/db';
import { fieldError } from '../../lib/errors.ts';
import type { ResourceOwner } from '../../policies/resources.policy.ts';
import { lockFolder } from '../../repositories/resource-folders.repository.ts';
import { schoolsOfDistrict } from '../../repositories/resources.repository.ts';

export async function checkFolder(db: Database, owner: ResourceOwner, folderId: number | null | undefined): Promise<void> {
  if (folderId == null) return;
  const folder = await lockFolder(db, folderId);
  if (!folder || folder.district_id !== owner.district_id || folder.school_id !== owner.school_id) throw fieldError('folder_id', RESOURCE_MSG.folder);
}

/** The schools named, each of the owner's district; a school's resource is shared with nobody. */
export async function checkSharing(db: Database, owner: ResourceOwner, sharing: { shared_with_all?: boolean; school_ids?: number[] }): Promise<number[] | undefined> {
  if (owner.school_id !== null) {
    if (sharing.shared_with_all) throw fieldError('shared_with_all', RESOURCE_MSG.districtOnly);
    if (sharing.school_ids?.length) throw fieldError('school_ids', RESOURCE_MSG.districtOnly);
    return undefined;
  }
  if (sharing.school_ids === undefined) return undefined;
  const ids = [...new Set(sharing.school_ids)].sort((a, b) => a - b);
  const found = await schoolsOfDistrict(db, owner.district_id, ids);
  if (found.length !== ids.length) throw fieldError('school_ids', RESOURCE_MSG.schools);
  return ids;
}
