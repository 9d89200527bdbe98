/**
 * A part of the plan as one form: its fields, one Save (the part is saved whole with its version), the question
 * before leaving with unsaved changes, and, when someone else saved the part meanwhile, both texts side by side
 * so nothing is lost: keep mine (the next save replaces theirs) or take theirs.
 */
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PLAN_MSG } from '@ss/domain/contracts/support-plans';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { Editable } from './fields.tsx';
import { usePlanContext } from './PlanLayout.tsx';

export interface EditorState<T> {
  value: T;
  dirty: boolean;
  save: () => void;
  saving: boolean;
  conflict: { mine: T; theirs: T } | null;
  keepMine: () => void;
  takeTheirs: () => void;
}

interface Props<T> {
  /** The form's name (its heading is the page's h2). */
  title: string;
  id: string;
  editable: boolean;
  editor: EditorState<T>;
  /** The part as plain text, for the conflict's two columns. */
  describe: (value: T) => string;
  children: ReactNode;
  /** Above the fields (the goal overview). */
  before?: ReactNode;
}

export function PartForm<T>({ title, id, editable, editor, describe, children, before }: Props<T>) {
  const { t } = useTranslation();
  const { reportDirty } = usePlanContext();
  useEffect(() => {
    reportDirty(editor.dirty);
    return () => reportDirty(false);
  }, [editor.dirty, reportDirty]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (editor.dirty) editor.save();
  };
  return (
    <Stack gap="md" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {before}
      <Editable value={editable}>
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <Stack gap="md">
            {children}
            {editable && (
              <Group justify="flex-end" gap="sm">
                {editor.dirty && (
                  <Text size="sm" c="dimmed" role="status">
                    {t('planPage.unsaved')}
                  </Text>
                )}
                <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />} disabled={!editor.dirty} loading={editor.saving}>
                  {t('planPage.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Editable>
      <UnsavedChangesGuard dirty={editor.dirty} count={1} />
      <ConflictDialog conflict={editor.conflict} describe={describe} onKeepMine={editor.keepMine} onTakeTheirs={editor.takeTheirs} />
    </Stack>
  );
}

function Column({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} tabIndex={0}>
          {text}
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}

export function ConflictDialog<T>({
  conflict,
  describe,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: { mine: T; theirs: T } | null;
  describe: (value: T) => string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={conflict !== null} onClose={onKeepMine} size="xl" title={t('planPage.conflict.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {conflict && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t(PLAN_MSG.partConflict)}
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Column title={t('planPage.conflict.mine')} text={describe(conflict.mine)} />
            <Column title={t('planPage.conflict.theirs')} text={describe(conflict.theirs)} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('planPage.conflict.hint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onTakeTheirs}>
              {t('planPage.conflict.takeTheirs')}
            </Button>
            <Button onClick={onKeepMine} data-autofocus>
              {t('planPage.conflict.keepMine')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
