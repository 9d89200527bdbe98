import { useState } from 'react';
import { Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_COLUMNS } from '@ss/domain/student-imports-shared';
import { notify } from '../../../lib/notify.ts';
import { downloadExport } from '../api.ts';

const CHOICES = ['active', 'graduated', 'archived', 'all'] as const;
type Choice = (typeof CHOICES)[number];

/** Choose which students, then download the CSV the server streams. */
export function ExportStudentsForm({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>('active');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadExport({ school: schoolId, status: choice === 'all' ? ['active', 'graduated', 'archived'] : [choice] });
      notify('success', t('imports.export.downloaded'));
    } catch {
      notify('error', t('Could not download file'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="md">
        <Radio.Group label={t('imports.export.status')} value={choice} onChange={(v) => setChoice(v as Choice)}>
          <Stack gap="xs" mt="xs">
            {CHOICES.map((c) => (
              <Radio key={c} value={c} label={t(`imports.export.${c}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('imports.export.columns', { columns: EXPORT_COLUMNS.join(', ') })}
        </Text>
        <div>
          <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={download} loading={busy}>
            {t('imports.export.download')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
