/**
 * What the data point and session records share: the dialog and its form, the fields of the record,
 * then its note and the closing row; the captioned table of records and its rows' red trash buttons.
 */
import type { FormEvent, ReactNode } from 'react';
import { ActionIcon, Modal, Stack, Table, Textarea, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POINT_NOTE_MAX } from '@ss/domain/contracts/student-supports';
import { DialogActions } from '../../ui/DialogActions.tsx';

interface Props {
  title: string;
  testId: string;
  submitLabel: string;
  loading: boolean;
  note: string;
  onNote: (note: string) => void;
  noteError: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

export function RecordForm({ title, testId, submitLabel, loading, note, onNote, noteError, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          {children}
          <Textarea
            label={t('studentSupports.field.note')}
            autosize
            minRows={2}
            maxLength={POINT_NOTE_MAX + 50}
            value={note}
            onChange={(e) => onNote(e.currentTarget.value)}
            error={noteError}
          />
          <DialogActions onCancel={onClose} label={submitLabel} loading={loading} />
        </Stack>
      </form>
    </Modal>
  );
}

/** A table row's edit button, named after what it edits. */
export function EditRecord({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" onClick={onClick} aria-label={label}>
      <IconPencil size={16} aria-hidden />
    </ActionIcon>
  );
}

/** A table row's delete button, named after what it deletes. */
export function DeleteRecord({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={label}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

interface TableProps {
  caption: string;
  testId: string;
  /** The column headers, in order (the first column's cells are the rows' headers). */
  columns: string[];
  /** A last column of the rows' buttons (edit, delete). */
  withDelete: boolean;
  children: ReactNode;
}

/** A record table (data points, sessions): captioned, its headers, then the rows given. */
export function RecordTable({ caption, testId, columns, withDelete, children }: TableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
            {withDelete && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('studentSupports.column.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
