/**
 * The add, propose and edit pages of every place: the support (when editing) and the continuum of its
 * network (the form's axes, and whether the caller adds or proposes), then the form; after saving, the
 * page the caller came for (the support's page, a review, the network).
 */
import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TSupport } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { BackLink } from './BackLink.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import type { NetworkQuery } from '../api.ts';
import { useContinuum, useSupport } from '../hooks/useSupports.ts';
import { SupportForm, type SupportTarget } from './SupportForm.tsx';

interface Props {
  title: string;
  /** Where Back and Cancel go. */
  back: string;
  backLabel: string;
  /** A new support's network; or the support changed. */
  target?: SupportTarget;
  supportId?: number;
  /** Where to go once saved. */
  after: (s: TSupport) => string;
}

export function networkOfSupport(s: Pick<TSupport, 'level' | 'district' | 'school'>): NetworkQuery {
  if (s.level === 'school' && s.school !== null) return { school: s.school };
  if (s.level === 'district' && s.district !== null) return { district: s.district };
  return { level: 'shared' };
}

const networkOfTarget = (t: SupportTarget): NetworkQuery => (t.level === 'shared' ? { level: 'shared' } : t.level === 'district' ? { district: t.district } : { school: t.school });

export function errorText(error: unknown, notFound = 'supports.notFound'): string | undefined {
  if (isApiError(error, 'not_found')) return notFound;
  return isApiError(error) ? error.message : undefined;
}

export function SupportFormScreen({ title, back, backLabel, target, supportId, after }: Props) {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const support = useSupport(supportId ?? null);
  const network = target ? networkOfTarget(target) : support.data ? networkOfSupport(support.data) : null;
  const continuum = useContinuum(network);
  // A reload after a conflict starts the form again from the support as it is now (a plain refetch does not).
  const [reloads, setReloads] = useState(0);

  let body: ReactNode;
  const failed = (supportId !== undefined && support.isError) || continuum.isError;
  if (failed)
    body = (
      <ErrorState
        message={errorText(support.error ?? continuum.error)}
        onRetry={() => void (support.isError ? support.refetch() : continuum.refetch())}
        retrying={support.isFetching || continuum.isFetching}
      />
    );
  else if ((supportId !== undefined && support.isPending) || continuum.isPending) body = <LoadingState lines={8} height={44} />;
  else
    body = (
      <SupportForm
        key={reloads}
        continuum={continuum.data}
        target={target}
        support={support.data}
        frenchFirst={!user.is_super && user.district?.francophone === true}
        onDone={(s) => void navigate(after(s))}
        onCancel={() => void navigate(back)}
        onReload={() => void support.refetch().then(() => setReloads((n) => n + 1))}
      />
    );

  return (
    <Stack gap="md">
      <PageHeader title={title} actions={<BackLink to={back} label={backLabel} />} />
      {body}
    </Stack>
  );
}
