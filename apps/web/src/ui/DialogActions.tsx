import { Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  onCancel: () => void;
  /** The action's label, already translated. */
  label: string;
  /** Runs the action; without it the action is the form's submit button. */
  onConfirm?: () => void;
  loading?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  /** Focus the action when the dialog opens (Mantine's data-autofocus). */
  autoFocus?: boolean;
}

/** The closing row of a dialog: Cancel, then its one action, on the right. */
export function DialogActions({ onCancel, label, onConfirm, loading, disabled, color, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={loading} disabled={disabled} color={color} data-autofocus={autoFocus || undefined}>
        {label}
      </Button>
    </Group>
  );
}
