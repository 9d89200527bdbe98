/** One summary type's frequency: Daily, Weekly or Off, as a labelled group of radios (keyboard: arrows). */
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SummaryFrequency, SummaryType } from '@ss/domain';

export const FREQUENCIES: SummaryFrequency[] = ['daily', 'weekly', 'off'];

interface FrequencyChoiceProps {
  type: SummaryType;
  value: SummaryFrequency;
  onChange: (value: SummaryFrequency) => void;
  /** Under the choice: which default applies, and a way back to it. */
  note?: React.ReactNode;
}

export function FrequencyChoice({ type, value, onChange, note }: FrequencyChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name={`summary-${type}`}
      label={t(`summaries.type.${type}`)}
      description={t(`summaries.type.${type}.help`)}
      value={value}
      onChange={(v) => onChange(v as SummaryFrequency)}
      data-testid={`summary-${type}`}
    >
      <Stack gap={4} mt="xs">
        <Group gap="lg">
          {FREQUENCIES.map((f) => (
            <Radio key={f} value={f} label={t(`summaries.frequency.${f}`)} />
          ))}
        </Group>
        {note && (
          <Text size="sm" c="dimmed" component="div">
            {note}
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
