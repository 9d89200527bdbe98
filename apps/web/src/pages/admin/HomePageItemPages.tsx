/**
 * Add and edit pages of the sign-in page's items: the spec's add-slider-data, add-testimonials-data,
 * add-school-home-page-link and edit-home-page-video/{id}, and the others under home-page-updates/.
 */
import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_LINK_KINDS, type HomeCollection, type HomeLegalKey, type HomeLinkKind } from '@ss/domain';
import { HomeItemForm } from '../../modules/home-page-admin/HomeItemForm.tsx';
import { LegalForm } from '../../modules/home-page-admin/LegalForm.tsx';
import { emptyValues, valuesOf } from '../../modules/home-page-admin/form.ts';
import { useHomeCollection, useHomeLegal } from '../../modules/home-page-admin/hooks.ts';
import { parseId } from '../../lib/path-id.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The page's title key by collection (and, for links, by kind). */
const titleKey = (action: 'add' | 'edit', collection: HomeCollection, kind?: HomeLinkKind) =>
  collection === 'links' ? `page.${action}Link.${kind ?? 'header'}` : `page.${action}.${collection}`;

export function HomePageAddPage({ collection, kind: fixedKind }: { collection: HomeCollection; kind?: HomeLinkKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('kind') as HomeLinkKind | null;
  const kind = fixedKind ?? (asked && HOME_LINK_KINDS.includes(asked) ? asked : 'header');
  return (
    <Stack gap={0}>
      <PageHeader title={t(titleKey('add', collection, kind))} description={t(`homePage.describe.${collection}`)} />
      <HomeItemForm key={`${collection}-${kind}`} collection={collection} initial={emptyValues(collection, kind)} />
    </Stack>
  );
}

export function HomePageEditPage({ collection }: { collection: HomeCollection }) {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const list = useHomeCollection(collection);
  const item = list.data?.items.find((candidate) => candidate.id === id);
  const kind = item && 'kind' in item ? item.kind : undefined;
  return (
    <Stack gap={0}>
      <PageHeader title={t(titleKey('edit', collection, kind))} />
      {list.isPending ? (
        <LoadingState lines={6} />
      ) : list.isError ? (
        <ErrorState message={t('homePage.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !item ? (
        <ErrorState message={t('Not Found')} />
      ) : (
        <HomeItemForm key={`${item.id}-${item.version}`} collection={collection} item={item} initial={valuesOf(collection, item)} onReload={() => void list.refetch()} />
      )}
    </Stack>
  );
}

export function HomePageLegalPage() {
  const { t } = useTranslation();
  const key = useParams().key as HomeLegalKey | undefined;
  const legal = useHomeLegal();
  const item = legal.data?.items.find((candidate) => candidate.key === key);
  return (
    <Stack gap={0}>
      <PageHeader title={t(key === 'privacy' ? 'page.editPrivacy' : 'page.editTerms')} />
      {legal.isPending ? (
        <LoadingState lines={6} />
      ) : legal.isError ? (
        <ErrorState message={t('homePage.loadError')} onRetry={() => void legal.refetch()} retrying={legal.isFetching} />
      ) : !item ? (
        <ErrorState message={t('Not Found')} />
      ) : (
        <LegalForm key={`${item.key}-${item.version}`} legal={item} onReload={() => void legal.refetch()} />
      )}
    </Stack>
  );
}
