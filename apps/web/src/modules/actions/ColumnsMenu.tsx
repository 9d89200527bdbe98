/** The actions table's "Columns" button: a checkbox per column that can be hidden, and a return to the defaults. */
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_COLUMNS, type OptionalColumn } from './columns.ts';

interface Props {
  shown: OptionalColumn[];
  isDefault: boolean;
  onChange: (next: OptionalColumn[] | null) => void;
}

export function ColumnsMenu({ shown, isDefault, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('actions.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Checkbox.Group
            label={t('actions.columnsTitle')}
            value={shown}
            // In the table's order, whatever the order of the clicks.
            onChange={(next) => onChange(OPTIONAL_COLUMNS.filter((c) => next.includes(c)))}
          >
            <Stack gap={6} mt="xs">
              {OPTIONAL_COLUMNS.map((key) => (
                <Checkbox key={key} value={key} label={t(`actions.column.${key}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange(null)} disabled={isDefault}>
            {t('actions.columnsDefault')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
