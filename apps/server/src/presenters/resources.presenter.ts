/** Resources and their folders as the API shows them (issue 11, section 3). */
import type { TResource, TResourceFolder } from '@ss/domain';
import { youtubeVideoId } from '@ss/domain/resource-urls';
import type { FolderWithCounts } from '../repositories/resource-folders.repository.ts';
import type { ResourceListRow } from '../repositories/resources.repository.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * `abilities`: what the caller may do with it; `districtReader`: whether the caller sees a district resource as
 * the district's (with its sharing) rather than as shared with their school. Both asked of resources.policy by the service.
 */
export function presentResource(row: ResourceListRow, abilities: TResource['abilities'], districtReader: boolean): TResource {
  const { r } = row;
  return {
    id: r.id,
    version: r.version,
    district_id: r.district_id,
    school_id: r.school_id,
    folder_id: r.folder_id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    url: r.url,
    video_id: r.kind === 'youtube' && r.url ? youtubeVideoId(r.url) : null,
    file: r.kind === 'document' && row.file_name !== null ? { name: row.file_name, size: row.file_size ?? 0, content_type: row.file_type ?? '' } : null,
    from_district: r.school_id === null && !districtReader,
    sharing: districtReader ? { all: r.shared_with_all, school_ids: row.school_ids } : null,
    created_by: r.created_by !== null && row.author_first !== null ? { id: r.created_by, name: fullName(row.author_first, row.author_last) } : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    abilities,
  };
}

/** `manage`: whether the caller manages the owner's folders (the same for every folder of it). */
export function presentFolder(f: FolderWithCounts, depth: number, manage: boolean): TResourceFolder {
  return {
    id: f.id,
    parent_id: f.parent_id,
    name: f.name,
    depth,
    folders: f.folders,
    resources: f.resources,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    abilities: { update: manage, delete: manage },
  };
}
