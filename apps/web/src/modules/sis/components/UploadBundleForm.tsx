import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { useUploadBundle } from '../hooks/useSisMutations.ts';

interface UploadBundleFormProps {
  districtId: number;
  maxMb: number;
  onUploaded: (id: number) => void;
}

/** Checks what the browser can (a file, a zip, its size) before sending it; the server checks again by content. */
export function UploadBundleForm({ districtId, maxMb, onUploaded }: UploadBundleFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);

  const localError = (): string | null => {
    if (!file) return t('Please select a file');
    if (!/\.zip$/i.test(file.name)) return t('Invalid file type');
    if (file.size > maxMb * 1024 * 1024) return t('File size should be up to {maxAllowedFileSize} MB', { maxAllowedFileSize: maxMb });
    return null;
  };

  const mutation = useUploadBundle(districtId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (localError()) return;
    mutation.mutate(file!, {
      onSuccess: (answer) => {
        setFile(null);
        setChecked(false);
        onUploaded(answer.id);
      },
    });
  };

  const error = (checked ? localError() : null) ?? serverFieldError(t, mutation.error, 'file');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sis.upload.help', { max: maxMb })}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('sis.upload.file')}
            accept=".zip,application/zip"
            value={file}
            onChange={(next) => {
              setFile(next);
              mutation.reset();
            }}
            error={error}
            clearable
            w={360}
            maw="100%"
          />
          <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={mutation.isPending}>
            {t('sis.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
