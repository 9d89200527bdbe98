/** Supports of the network as the API shows them (issue 11, section 1). */
import { youtubeVideoId } from '@ss/domain/resource-urls';
import { type TSupport, type TSupportAttachment, type TSupportAxisItem, type TSupportSummary } from '@ss/domain';
import type { AttachmentListRow } from '../repositories/support-attachments.repository.ts';
import type { SupportRead, SupportSummaryRow } from '../repositories/support-network.repository.ts';

/** The focus areas and tiers that apply where a support lives (or a continuum is read). */
export interface Axes {
  focus_areas: TSupportAxisItem[];
  tiers: TSupportAxisItem[];
}

/** The keys a support names, with their labels where its level's lists know them (in the support's order). */
export function labelled(keys: number[], items: TSupportAxisItem[]): TSupportAxisItem[] {
  const byKey = new Map(items.map((i) => [i.key, i]));
  return keys.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
}

export function presentSupportSummary(r: SupportSummaryRow): TSupportSummary {
  return {
    id: r.id,
    level: r.level,
    district: r.district_id,
    school: r.school_id,
    type: r.type,
    name_en: r.name_en,
    name_fr: r.name_fr,
    focus_area_keys: r.focus_area_keys,
    tier_keys: r.tier_keys,
    group_size: r.group_size,
    duration_minutes: r.duration_minutes,
    status: r.status,
    source: r.source_support_id !== null && r.source_level !== null ? { id: r.source_support_id, level: r.source_level } : null,
    ...(r.already_imported !== undefined ? { already_imported: Boolean(r.already_imported) } : {}),
    updated_at: r.updated_at.toISOString(),
  };
}

export function presentAttachment(r: AttachmentListRow): TSupportAttachment {
  const a = r.a;
  return {
    id: a.id,
    kind: a.kind,
    title: a.title,
    url: a.url,
    video_id: a.kind === 'youtube' && a.url ? youtubeVideoId(a.url) : null,
    file: a.file_id !== null && r.file_name !== null ? { name: r.file_name, size: r.file_size ?? 0, content_type: r.file_type ?? 'application/octet-stream' } : null,
  };
}

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/**
 * `abilities`: what the caller may do with it now; `seesSubmission`: whether they manage its copy in the shared
 * network (where that copy stands is its managers' business). Both asked of support-network.policy by the service.
 */
export function presentSupport(
  r: SupportRead,
  abilities: TSupport['abilities'],
  more: { axes: Axes; attachments: AttachmentListRow[]; givenCount: number; seesSubmission: boolean },
): TSupport {
  const s = r.s;
  const submission = r.submission && more.seesSubmission ? { id: Number(r.submission.id), status: r.submission.status } : null;
  return {
    ...presentSupportSummary(s),
    version: s.version,
    description_en: s.description_en,
    description_fr: s.description_fr,
    focus_areas: labelled(s.focus_area_keys, more.axes.focus_areas),
    tiers: labelled(s.tier_keys, more.axes.tiers),
    delivered_by: s.delivered_by,
    frequency: s.frequency,
    review_comment: s.review_comment,
    reviewed_by: named(s.reviewed_by, r.reviewer_name),
    reviewed_at: s.reviewed_at?.toISOString() ?? null,
    submitted_district: named(s.submitted_district_id, r.submitted_name),
    source_name: s.source_level === 'district' ? r.source_district_name : null,
    created_by: named(s.created_by, r.creator_name),
    created_at: s.created_at.toISOString(),
    archived_at: s.archived_at?.toISOString() ?? null,
    given_count: more.givenCount,
    submission,
    attachments: more.attachments.map(presentAttachment),
    abilities,
  };
}
