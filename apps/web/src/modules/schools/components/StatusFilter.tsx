import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUSES, SCHOOL_STATUS_LABEL } from '@ss/domain/enums';
import type { SchoolStatus } from '@ss/domain';

interface StatusFilterProps {
  value: SchoolStatus[];
  onChange: (value: SchoolStatus[]) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('schools.filter.status')}
      placeholder={value.length ? undefined : t('schools.filter.any')}
      data={SCHOOL_STATUSES.map((status) => ({ value: status, label: t(SCHOOL_STATUS_LABEL[status]) }))}
      value={value}
      onChange={(next) => onChange(next.filter((item): item is SchoolStatus => (SCHOOL_STATUSES as readonly string[]).includes(item)))}
      clearable
      maw={360}
      miw={220}
    />
  );
}
