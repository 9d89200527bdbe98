/**
 * One note section: a textarea that saves as you type, its save state ("Saving…", "Saved", a
 * failure with Retry), its version and who saved it last, and — when someone else's text meets
 * this person's — both texts side by side with "Keep mine", "Use theirs" and an editable merge.
 */
import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import { NOTE_SECTION_BODY_MAX } from '@ss/domain/contracts/meetings';
import { useLanguage } from '../../../lib/useLanguage.ts';
import type { SavedSection } from './section-state.ts';
import { useSectionEditor } from './useSectionEditor.ts';

interface Props {
  meetingId: number;
  section: string;
  label: string;
  server: SavedSection & { updated_at?: string | null };
  ensureNote: () => Promise<number>;
  writable: boolean;
  autoFocus?: boolean;
  minRows?: number;
}

export function SectionField({ meetingId, section, label, server, ensureNote, writable, autoFocus, minRows = 3 }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const editor = useSectionEditor({ meetingId, section, server, ensureNote, writable });
  const { state } = editor;
  const statusId = useId();
  const by = state.base.updated_by;

  let status: React.ReactNode = null;
  if (state.status === 'saving') status = t('meetingRun.saving');
  else if (state.status === 'saved') status = t('meetingRun.saved');
  else if (state.status === 'dirty') status = t('meetingRun.unsaved');
  return (
    <Stack gap={4} data-testid={`section-${section}`}>
      <Textarea
        label={label}
        value={state.draft}
        onChange={(e) => editor.type(e.currentTarget.value)}
        onBlur={editor.flush}
        readOnly={!writable || state.conflict !== null}
        autosize
        minRows={minRows}
        maxRows={14}
        maxLength={NOTE_SECTION_BODY_MAX}
        autoFocus={autoFocus}
        aria-describedby={statusId}
      />
      <Group justify="space-between" gap="xs" id={statusId}>
        <Text size="xs" c="dimmed">
          {state.base.version > 0
            ? by
              ? t('meetingRun.versionBy', { version: state.base.version, name: by.name })
              : t('meetingRun.version', { version: state.base.version })
            : t('meetingRun.notWritten')}
          {server.updated_at && state.base.version === server.version ? ` · ${formatDateTime(server.updated_at, lang)}` : ''}
        </Text>
        <Text size="xs" c={state.status === 'saved' ? 'teal.8' : 'dimmed'} role="status" aria-live="polite">
          {status}
        </Text>
      </Group>
      {state.status === 'error' && (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('meetingRun.saveFailed', { reason: t(editor.error ?? 'Could not perform action') })}</Text>
            <Button size="compact-sm" variant="white" onClick={editor.flush}>
              {t('meetingRun.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {state.conflict && (
        <ConflictChoice label={label} conflict={state.conflict} onKeepMine={() => editor.resolve(state.conflict!.mine)} onTheirs={editor.useTheirs} onMerge={editor.resolve} />
      )}
    </Stack>
  );
}

function ConflictChoice({
  label,
  conflict,
  onKeepMine,
  onTheirs,
  onMerge,
}: {
  label: string;
  conflict: NonNullable<ReturnType<typeof useSectionEditor>['state']['conflict']>;
  onKeepMine: () => void;
  onTheirs: () => void;
  onMerge: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [merge, setMerge] = useState<string | null>(null);
  const who = conflict.theirs.updated_by?.name ?? t('meetingRun.someone');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-yellow-light)"
      role="region"
      aria-label={t('meetingRun.conflictTitle', { section: label })}
      data-testid="section-conflict"
    >
      <Stack gap="sm">
        <Text fw={600} role="alert">
          {conflict.reason === 'remote' ? t('meetingRun.updatedBy', { name: who }) : t('meetingRun.staleSave', { name: who })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('meetingRun.yourText')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-mine">
              {conflict.mine || t('meetingRun.emptyText')}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('meetingRun.theirText', { name: who, version: conflict.theirs.version })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-theirs">
              {conflict.theirs.body || t('meetingRun.emptyText')}
            </Text>
          </Stack>
        </SimpleGrid>
        {merge !== null && (
          <Textarea
            label={t('meetingRun.mergeLabel')}
            value={merge}
            onChange={(e) => setMerge(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={NOTE_SECTION_BODY_MAX}
            data-autofocus
          />
        )}
        <Group gap="xs">
          {merge === null ? (
            <>
              <Button size="compact-sm" onClick={onKeepMine}>
                {t('meetingRun.keepMine')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={onTheirs}>
                {t('meetingRun.useTheirs')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setMerge(`${conflict.theirs.body}\n\n${conflict.mine}`.trim())}>
                {t('meetingRun.merge')}
              </Button>
            </>
          ) : (
            <>
              <Button size="compact-sm" onClick={() => onMerge(merge)}>
                {t('meetingRun.saveMerge')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setMerge(null)}>
                {t('common.cancel')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
