import { useState } from 'react';
import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Ten recovery codes, shown once: copy them, download them as text, then go on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('app.name')}\n${t('mfa.codes.title')}\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = t('mfa.codes.fileName');
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="recovery-codes-title">
      <Title order={2} size="h4" id="recovery-codes-title">
        {t('mfa.codes.title')}
      </Title>
      <Alert variant="light" color="yellow">
        {t('mfa.codes.intro')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="recovery-codes">
        {codes.map((c) => (
          <Text component="li" key={c}>
            <Code>{c}</Code>
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          {copied ? t('mfa.totp.copied') : t('mfa.codes.copy')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('mfa.codes.download')}
        </Button>
      </Group>
      <Button onClick={onDone}>{t('mfa.codes.done')}</Button>
    </Stack>
  );
}
