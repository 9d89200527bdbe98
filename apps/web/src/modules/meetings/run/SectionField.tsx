/**
 * One note section: a textarea that saves as you type, its save state ("Saving…", "Saved", a
 * failure with Retry), its version and who saved it last, and — when someone else's text meets
 * this person's — the other text beside their box with "Keep mine", "Use theirs" and "Merge" (both
 * texts in their box, to edit and save). The box is never made read-only by a clash: everything
 * typed stays in it, and leaving the page before choosing asks first (unsettled.ts).
 */
import { useId, useRef } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import { NOTE_SECTION_BODY_MAX } from '@ss/domain/contracts/meetings';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { isUnsettled, latestSaved, type SavedSection, type SectionState } from './section-state.ts';
import { useReportUnsettled } from './unsettled.ts';
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
  const box = useRef<HTMLTextAreaElement>(null);
  useReportUnsettled(useId(), isUnsettled(state));
  // The newest saved version known here: during a choice, the other person's.
  const shown = latestSaved(state);
  const by = shown.updated_by;
  // A choice made by a button leaves the cursor in the box, where the text is.
  const after = (choose: () => void) => () => {
    choose();
    box.current?.focus();
  };

  let status: React.ReactNode = null;
  if (state.conflict) status = t('meetingRun.conflictStatus');
  else if (state.status === 'saving') status = t('meetingRun.saving');
  else if (state.status === 'saved') status = t('meetingRun.saved');
  else if (state.status === 'dirty') status = t('meetingRun.unsaved');
  return (
    <Stack gap={4} data-testid={`section-${section}`}>
      {/* The grid is always there so the box keeps its place (and its focus) when the other text appears beside it. */}
      <SimpleGrid cols={{ base: 1, sm: state.conflict ? 2 : 1 }} spacing="sm">
        <Textarea
          ref={box}
          label={label}
          value={state.draft}
          onChange={(e) => editor.type(e.currentTarget.value)}
          onBlur={editor.flush}
          readOnly={!writable}
          autosize
          minRows={minRows}
          maxRows={14}
          maxLength={NOTE_SECTION_BODY_MAX}
          autoFocus={autoFocus}
          aria-describedby={statusId}
        />
        {state.conflict && (
          <ConflictChoice
            label={label}
            conflict={state.conflict}
            busy={state.status === 'saving'}
            onKeepMine={after(editor.keepMine)}
            onTheirs={after(editor.useTheirs)}
            onMerge={after(editor.merge)}
          />
        )}
      </SimpleGrid>
      <Group justify="space-between" gap="xs" id={statusId}>
        <Text size="xs" c="dimmed">
          {shown.version > 0
            ? by
              ? t('meetingRun.versionBy', { version: shown.version, name: by.name })
              : t('meetingRun.version', { version: shown.version })
            : t('meetingRun.notWritten')}
          {server.updated_at && shown.version === server.version ? ` · ${formatDateTime(server.updated_at, lang)}` : ''}
        </Text>
        <Text size="xs" c={state.conflict ? 'orange.9' : state.status === 'saved' ? 'teal.8' : 'dimmed'} fw={state.conflict ? 600 : undefined} role="status" aria-live="polite">
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
    </Stack>
  );
}

function ConflictChoice({
  label,
  conflict,
  busy,
  onKeepMine,
  onTheirs,
  onMerge,
}: {
  label: string;
  conflict: NonNullable<SectionState['conflict']>;
  /** A save of ours is still travelling: its answer comes before any choice. */
  busy: boolean;
  onKeepMine: () => void;
  onTheirs: () => void;
  onMerge: () => void;
}) {
  const { t } = useTranslation();
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
      <Stack gap="xs">
        <Text size="sm" fw={600} role="alert">
          {conflict.merged ? t('meetingRun.mergedHint') : conflict.reason === 'remote' ? t('meetingRun.updatedBy', { name: who }) : t('meetingRun.staleSave', { name: who })}
        </Text>
        <Text size="sm" fw={600}>
          {t('meetingRun.theirText', { name: who, version: conflict.theirs.version })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="conflict-theirs">
          {conflict.theirs.body || t('meetingRun.emptyText')}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={onKeepMine} disabled={busy}>
            {t(conflict.merged ? 'meetingRun.saveMerge' : 'meetingRun.keepMine')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onTheirs}>
            {t('meetingRun.useTheirs')}
          </Button>
          {!conflict.merged && (
            <Button size="compact-sm" variant="default" onClick={onMerge}>
              {t('meetingRun.merge')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
