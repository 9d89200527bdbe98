/**
 * The pages every workspace shares, read from the route: a support's page, its form (add, propose,
 * edit), its review, and (district) its page before import. `?from=review` on an edit returns to the
 * review it was opened from ("Edit first").
 */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupport } from '@ss/domain';
import { basePath, editPath, importPath, reviewPath, viewPath, type Place } from '../place.ts';
import { ImportOnePanel } from './ImportOnePanel.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { SupportFormScreen } from './SupportFormScreen.tsx';
import type { SupportTarget } from './SupportForm.tsx';
import { SupportViewScreen } from './SupportViewScreen.tsx';

/** The workspace's place, from the route's districtId and schoolId. */
export function usePlace(kind: Place['kind']): Place {
  const params = useParams();
  if (kind === 'admin') return { kind };
  if (kind === 'district') return { kind, district: Number(params.districtId) };
  return { kind, district: Number(params.districtId), school: Number(params.schoolId) };
}

const useId = () => Number(useParams().id);

export function SupportViewPage({ place }: { place: Place }) {
  const { t } = useTranslation();
  return <SupportViewScreen place={place} supportId={useId()} back={basePath(place)} backLabel={t('supports.backToNetwork')} />;
}

export function SupportReviewPage({ place }: { place: Place }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SupportViewScreen
      place={place}
      supportId={id}
      back={basePath(place)}
      backLabel={t('supports.backToNetwork')}
      panel={(s) => <ReviewPanel support={s} editTo={`${editPath(place, s)}?from=review`} after={basePath(place)} />}
    />
  );
}

export function SupportForImportPage({ district }: { district: number }) {
  const { t } = useTranslation();
  return (
    <SupportViewScreen
      place={{ kind: 'district', district }}
      supportId={useId()}
      back={importPath(district)}
      backLabel={t('supports.import.backToImport')}
      readOnly
      panel={(s) => <ImportOnePanel support={s} district={district} />}
    />
  );
}

export function SupportAddPage({ place, title }: { place: Place; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const target: SupportTarget = place.kind === 'admin' ? { level: 'shared' } : place.kind === 'district' ? { level: 'district', district: id } : { level: 'school', school: id };
  return <SupportFormScreen title={title} back={basePath(place)} backLabel={t('supports.backToNetwork')} target={target} after={(s: TSupport) => viewPath(place, s)} />;
}

/** `approved`: the admin's pages of approved shared supports, whose own page is `view-approved/{id}`. */
export function SupportEditPage({ place, title, approved }: { place: Place; title: string; approved?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const fromReview = params.get('from') === 'review';
  const back = fromReview ? reviewPath(place, id) : `${basePath(place)}/${approved ? 'view-approved' : 'view'}/${id}`;
  return (
    <SupportFormScreen
      title={title}
      back={back}
      backLabel={t(fromReview ? 'supports.review.back' : 'supports.backToSupport')}
      supportId={id}
      after={(s: TSupport) => (fromReview && s.status === 'pending' ? reviewPath(place, s.id) : viewPath(place, s))}
    />
  );
}
