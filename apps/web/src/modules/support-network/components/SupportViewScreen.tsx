/**
 * A support's page in any place: its name as the title, what the caller may do, the support in full and
 * its resources. The review and import pages use it with their own panel (`panel`) and without the
 * page's usual actions.
 */
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSupport } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { BackLink } from './BackLink.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSupport } from '../hooks/useSupports.ts';
import { basePath, editPath, reviewPath, type Place } from '../place.ts';
import { Attachments } from './Attachments.tsx';
import { SupportName } from './SupportBadges.tsx';
import { SupportActions } from './SupportActions.tsx';
import { SupportDetail } from './SupportDetail.tsx';
import { errorText } from './SupportFormScreen.tsx';

interface Props {
  place: Place;
  supportId: number;
  back: string;
  backLabel: string;
  /** Replaces the page's actions (a review's, an import's). */
  panel?: (s: TSupport) => ReactNode;
  /** Resources are read-only here (a support seen before import). */
  readOnly?: boolean;
}

export function SupportViewScreen({ place, supportId, back, backLabel, panel, readOnly }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const support = useSupport(supportId);
  const s = support.data;

  let body: ReactNode;
  if (support.isPending) body = <LoadingState lines={8} height={36} />;
  else if (support.isError) body = <ErrorState message={errorText(support.error)} onRetry={() => void support.refetch()} retrying={support.isFetching} />;
  else
    body = (
      <Stack gap="lg">
        {panel ? panel(s!) : !readOnly && <SupportActions support={s!} editTo={editPath(place, s!)} reviewTo={reviewPath(place, s!.id)} afterDelete={basePath(place)} />}
        <SupportDetail support={s!} submissionTo={(id) => `${basePath(place)}/view/${id}`} />
        <Attachments support={readOnly ? { ...s!, abilities: { ...s!.abilities, attach: false } } : s!} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader title={s ? <SupportName support={s} lang={lang} /> : t('supports.support')} actions={<BackLink to={back} label={backLabel} />} />
      {body}
    </Stack>
  );
}
