import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useInShell } from './in-shell.ts';

interface MessagePageProps {
  title: string;
  message?: string;
  icon?: ReactNode;
  /** Buttons or links, e.g. back to the home page and sign out. */
  actions?: ReactNode;
}

/**
 * A whole page for one message: not found, no permission, suspended school.
 * Outside a workspace it is its own `main` landmark, replacing the shell; inside
 * one (an unknown path of the workspace, a denied page) it sits in the shell's `main`.
 */
export function MessagePage({ title, message, icon, actions }: MessagePageProps) {
  const inShell = useInShell();
  return (
    <Center component={inShell ? 'section' : 'main'} mih={inShell ? undefined : '100vh'} p="md" py={inShell ? 'xl' : undefined} bg={inShell ? undefined : 'gray.0'}>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            {icon ?? <IconInfoCircle size={32} />}
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          {message && <Text c="dimmed">{message}</Text>}
          {actions && (
            <Group justify="center" gap="sm">
              {actions}
            </Group>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
