import type { TAgreement, TAgreementVersion } from '@ss/domain';
import type { Language } from '@ss/domain';
import type { AgreementRow } from '../repositories/agreements.repository.ts';

/** The current agreement as the signed-in user reads it, in one language. */
export function presentAgreement(row: AgreementRow, lang: Language, status: { agreed: number | null; agreed_at: Date | null }): TAgreement {
  const agreed = status.agreed === row.version;
  return {
    version: row.version,
    body: lang === 'fr' ? row.body_fr : row.body_en,
    agreed,
    agreed_at: agreed && status.agreed_at ? status.agreed_at.toISOString() : null,
  };
}

/** One published version, both languages, for super admins. */
export function presentAgreementVersion(row: AgreementRow, publisher: { first_name: string | null; last_name: string | null } | null): TAgreementVersion {
  return {
    version: row.version,
    body_en: row.body_en,
    body_fr: row.body_fr,
    published_at: row.published_at.toISOString(),
    published_by:
      row.published_by !== null && publisher?.first_name != null ? { id: row.published_by, full_name: `${publisher.first_name} ${publisher.last_name ?? ''}`.trim() } : null,
  };
}
