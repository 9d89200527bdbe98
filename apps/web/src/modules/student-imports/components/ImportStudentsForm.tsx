import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, IMPORT_IN_PROGRESS } from '@ss/domain/student-imports-shared';
import { isApiError } from '../../../lib/api.ts';
import { fetchImports } from '../api.ts';
import { useUploadImport } from '../hooks/useImportMutations.ts';
import { checkImportFile, type FileProblem } from '../file-checks.ts';
import { qk } from '../../../lib/query-keys.ts';

const TEMPLATE = `${IMPORT_COLUMNS.join(',')}\r\nJane,Doe,3,female,100234,\r\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

interface Props {
  schoolId: number;
  historyPath: string;
}

export function ImportStudentsForm({ schoolId, historyPath }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [accepted, setAccepted] = useState(false);
  // The history's first page carries the server's upload limit.
  const limits = useQuery({ queryKey: qk.imports.list(schoolId, 1), queryFn: ({ signal }) => fetchImports(schoolId, 1, signal) });
  const maxMb = limits.data?.max_upload_mb;

  const upload = useUploadImport(schoolId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkImportFile(file, maxMb);
    setProblem(found);
    if (!found && file) {
      upload.mutate(file, {
        onSuccess: () => {
          setAccepted(true);
          setFile(null);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields?.file) setProblem(error.fields.file);
        },
      });
    }
  };

  return (
    <Stack gap="lg" maw={820}>
      {accepted && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t(IMPORT_IN_PROGRESS)}</Text>
            <Anchor component={Link} to={historyPath} size="sm">
              {t('imports.import.seeHistory')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FileInput
              label={t('imports.import.file')}
              description={maxMb ? t('imports.import.fileHint', { mb: maxMb }) : undefined}
              placeholder={t('imports.import.choose')}
              // Mantine's placeholder grey (#adb5bd) is 2.07:1 on white; this text is the button's only label, so it gets body-text contrast.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={18} aria-hidden />}
              value={file}
              onChange={(f) => {
                setFile(f);
                setProblem(null);
                setAccepted(false);
              }}
              error={problem ? t(problem.message, problem.params ?? {}) : undefined}
              clearable
              clearButtonProps={{ 'aria-label': t('imports.import.clear') }}
              withAsterisk
            />
            <Group gap="md">
              <Button type="submit" leftSection={<IconUpload size={18} aria-hidden />} loading={upload.isPending}>
                {t('imports.import.submit')}
              </Button>
              <Anchor href={TEMPLATE_HREF} download="students-template.csv" size="sm">
                <Group gap={4} component="span">
                  <IconDownload size={16} aria-hidden />
                  {t('imports.import.template')}
                </Group>
              </Anchor>
              <Anchor component={Link} to={historyPath} size="sm">
                {t('imports.import.seeHistory')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('imports.import.columns')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.import.columnsNote')}
        </Text>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.import.column')}</Table.Th>
              <Table.Th scope="col">{t('imports.import.rule')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {IMPORT_COLUMNS.map((c) => (
              <Table.Tr key={c}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {c}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`imports.column.${c}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`imports.columnHelp.${c}`)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
