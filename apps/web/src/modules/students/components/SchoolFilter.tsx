import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAllSchools } from '../../schools/hooks/useSchools.ts';

/** The schools of a district the user may see, as a list filter. */
export function SchoolFilter({ districtId, value, onChange }: { districtId: number; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const schools = useAllSchools(districtId);
  const data = [{ value: '', label: t('students.filter.allSchools') }, ...(schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))];
  return <Select label={t('students.filter.school')} data={data} value={value} allowDeselect={false} searchable onChange={(v) => onChange(v ?? '')} maw={280} />;
}
