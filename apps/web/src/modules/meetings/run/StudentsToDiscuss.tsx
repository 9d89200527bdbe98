/**
 * Students to discuss (issue 22, section 2): the board's students with open early warnings, each with its reasons,
 * offered while a team meeting is scheduled or run. "Add to agenda" puts the student on the meeting's notes with
 * the warnings as the key issue (useAddToAgenda) and opens the student's note; a student already on the agenda says so.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFlagSummary } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { flagLine } from '../../early-warnings/reason.ts';
import { useAddToAgenda } from './hooks.ts';

export interface FlaggedStudent {
  id: number;
  name: string;
  flags: TFlagSummary[];
}

interface Props {
  /** null while the meeting is being scheduled: the list is shown, nothing is added yet. */
  meetingId: number | null;
  students: FlaggedStudent[];
  /** Students with a note written on this meeting. */
  onAgenda: Set<number>;
  writable: boolean;
  onSelect: (studentId: number) => void;
}

export function StudentsToDiscuss({ meetingId, students, onAgenda, writable, onSelect }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const add = useAddToAgenda(meetingId ?? 0);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="students-to-discuss" data-testid="students-to-discuss">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id="students-to-discuss">
            {t('earlyWarnings.toDiscuss.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('earlyWarnings.toDiscuss.description')}
          </Text>
        </div>
        {students.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('earlyWarnings.toDiscuss.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {students.map((s) => {
              const reasons = s.flags.map((f) => flagLine(t, lang, f));
              return (
                <li key={s.id}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Stack gap={0}>
                      <Group gap={6} wrap="nowrap">
                        <IconFlag size={14} aria-hidden color="var(--mantine-color-orange-9)" />
                        <Text size="sm" fw={600}>
                          {s.name}
                        </Text>
                      </Group>
                      {reasons.map((r) => (
                        <Text key={r} size="xs" c="dimmed">
                          {r}
                        </Text>
                      ))}
                    </Stack>
                    {onAgenda.has(s.id) ? (
                      <Badge variant="light" color="teal" c="teal.9">
                        {t('earlyWarnings.toDiscuss.onAgenda')}
                      </Badge>
                    ) : (
                      writable &&
                      meetingId !== null && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={add.isPending && add.variables?.student === s.id}
                          aria-label={t('earlyWarnings.toDiscuss.addNamed', { name: s.name })}
                          onClick={() => add.mutate({ student: s.id, name: s.name, keyIssue: reasons.join('\n') }, { onSuccess: () => onSelect(s.id) })}
                        >
                          {t('earlyWarnings.toDiscuss.add')}
                        </Button>
                      )
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
