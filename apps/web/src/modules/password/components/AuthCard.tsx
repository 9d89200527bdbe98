import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../lib/useChangeLanguage.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher.tsx';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A small signed-out page: the product name, the language switcher and one card. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={460} gap="sm">
        <Group justify="space-between">
          <Text fw={700} c="blue.9">
            {t('app.name')}
          </Text>
          <LanguageSwitcher current={language} onChange={changeLanguage} />
        </Group>
        <Paper withBorder shadow="md" radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
