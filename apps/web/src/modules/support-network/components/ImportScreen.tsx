/**
 * `import-student-support-network/{district}`: choose the source (the shared network or a connected
 * district), pick supports, preview the selection (with the focus areas and tiers the district's lists
 * do not hold), import, and see what was imported and what was skipped. The source and the selection
 * survive a look at one support's page (session storage), so picking can go on after it.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TImportResult, TSupportSummary } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { BackLink } from './BackLink.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { NetworkQuery } from '../api.ts';
import { useImportSupports } from '../hooks/useSupportMutations.ts';
import { useConnections, useContinuum } from '../hooks/useSupports.ts';
import { basePath, supportName, viewForImportPath, viewPath } from '../place.ts';
import { ImportPicker } from './ImportPicker.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { useImportSelection } from './import-selection.ts';

export function ImportScreen({ district }: { district: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const place = { kind: 'district', district } as const;
  const { source, setSource, selected, setSelected, clear } = useImportSelection(district);
  const [stage, setStage] = useState<'pick' | 'preview'>('pick');
  const [result, setResult] = useState<TImportResult | null>(null);
  const connections = useConnections(district);
  const network: NetworkQuery = source === 'shared' ? { level: 'shared' } : { level: 'district', district: source };
  const sourceAxes = useContinuum(network);
  const ownAxes = useContinuum({ district });
  const run = useImportSupports();
  const back = basePath(place);

  const sourceOptions = [
    { value: 'shared', label: t('supports.import.sharedNetwork') },
    ...(connections.data?.results ?? []).map((c) => ({ value: String(c.district.id), label: c.district.name })),
  ];
  const doImport = () =>
    run.mutate(
      { district, supports: [...selected.keys()] },
      {
        onSuccess: (r) => {
          clear();
          setResult(r);
        },
      },
    );

  let body;
  if (result)
    body = (
      <Stack gap="md">
        <Alert color="green" role="status" title={t('supports.import.done', { count: result.imported.length })}>
          {result.skipped.length > 0 && <Text size="sm">{t('supports.import.skipped', { count: result.skipped.length })}</Text>}
        </Alert>
        {result.imported.length > 0 && (
          <List size="sm" spacing={4}>
            {result.imported.map((s) => (
              <List.Item key={s.id}>
                <Anchor component={Link} to={viewPath(place, s)}>
                  {supportName(s, lang).text}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          <Button component={Link} to={back}>
            {t('supports.import.backToNetwork')}
          </Button>
          <Button variant="default" onClick={() => (setResult(null), setStage('pick'))}>
            {t('supports.import.more')}
          </Button>
        </Group>
      </Stack>
    );
  else if (stage === 'preview')
    body = (
      <ImportPreview
        supports={[...selected.values()]}
        sourceAxes={sourceAxes.data}
        ownAxes={ownAxes.data}
        pending={run.isPending}
        onBack={() => setStage('pick')}
        onImport={doImport}
      />
    );
  else
    body = (
      <Stack gap="md">
        {connections.isError && <ErrorState onRetry={() => void connections.refetch()} />}
        <Select
          label={t('supports.import.source')}
          description={t('supports.import.sourceHint')}
          data={sourceOptions}
          value={source === 'shared' ? 'shared' : String(source)}
          onChange={(v) => v && setSource(v === 'shared' ? 'shared' : Number(v))}
          allowDeselect={false}
          maw={420}
        />
        <ImportPicker
          key={String(source)}
          source={network}
          district={district}
          axes={sourceAxes.data}
          selected={selected}
          onChange={setSelected}
          linkTo={(s: TSupportSummary) => viewForImportPath(district, s.id)}
        />
        <Group justify="flex-end">
          <Button component={Link} to={back} variant="default">
            {t('common.cancel')}
          </Button>
          <Button disabled={selected.size === 0} onClick={() => setStage('preview')}>
            {t('supports.import.toPreview', { count: selected.size })}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader title={t('page.importSupports')} description={t('supports.import.description')} actions={<BackLink to={back} label={t('supports.backToNetwork')} />} />
      {body}
    </Stack>
  );
}
