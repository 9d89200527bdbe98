/** The filters of an action list: status (with "Incomplete and in progress"), school, responsible, student, expected dates, and the order. */
import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTION_SORTS, ACTION_STATUS_FILTERS, type ActionScope, type ActionStatusFilter } from '@ss/domain/contracts/actions';
import { qk } from '../../lib/query-keys.ts';
import { DateField, isIsoDate } from '../../ui/DateField.tsx';
import { fetchAllSchools } from '../schools/api.ts';
import { NO_FILTERS, type ActionFilters as Filters, type ActionsWhere } from './api.ts';
import { useActionPeople, useStudentSearch } from './hooks.ts';

interface Props {
  scope: ActionScope;
  where: ActionsWhere;
  value: Filters;
  onChange: (next: Filters) => void;
}

const ALL = 'all';

export function ActionFilters({ scope, where, value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [studentSearch, setStudentSearch] = useState('');
  const [search] = useDebouncedValue(studentSearch, 250);
  const schoolId = where.school ?? value.school;
  const pickSchool = scope === 'districtActions';
  const schools = useQuery({ queryKey: qk.schools.everything(where.district), queryFn: ({ signal }) => fetchAllSchools(where.district, signal), enabled: pickSchool });
  const people = useActionPeople(scope === 'myActions' ? null : schoolId);
  const students = useStudentSearch(schoolId !== null && scope !== 'myActions' ? { school: schoolId } : { district: where.district }, search);
  const studentOptions = (students.data?.results ?? []).map((s) => ({ value: String(s.id), label: `${s.first_name} ${s.last_name}` }));

  const date = (field: 'from' | 'to', typed: string, keep: (v: string) => void) => {
    keep(typed);
    if (typed === '' || isIsoDate(typed)) set({ [field]: typed });
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('actions.filter.status')}
        data={[{ value: ALL, label: t('actions.filter.anyStatus') }, ...ACTION_STATUS_FILTERS.map((s) => ({ value: s, label: t(`actions.status.${s}`) }))]}
        value={value.status ?? ALL}
        onChange={(v) => set({ status: !v || v === ALL ? null : (v as ActionStatusFilter) })}
        allowDeselect={false}
        w={260}
      />
      {pickSchool && (
        <Select
          label={t('actions.column.school')}
          placeholder={t('actions.filter.anyone')}
          data={(schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={value.school === null ? null : String(value.school)}
          onChange={(v) => set({ school: v === null ? null : Number(v), responsible: null, student: null })}
          clearable
          searchable
          w={240}
        />
      )}
      {scope !== 'myActions' && (
        <Select
          label={t('actions.filter.responsible')}
          placeholder={t('actions.filter.anyone')}
          data={(people.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={value.responsible === null ? null : String(value.responsible)}
          onChange={(v) => set({ responsible: v === null ? null : Number(v) })}
          disabled={schoolId === null}
          clearable
          searchable
          w={220}
        />
      )}
      {scope !== 'studentActions' && (
        <Select
          label={t('actions.filter.student')}
          placeholder={t('actions.filter.anyStudent')}
          data={studentOptions}
          value={value.student === null ? null : String(value.student)}
          onChange={(v) => set({ student: v === null ? null : Number(v) })}
          searchValue={studentSearch}
          onSearchChange={setStudentSearch}
          filter={({ options }) => options}
          nothingFoundMessage={t('common.noResults')}
          clearable
          searchable
          w={220}
        />
      )}
      <DateField label={t('actions.filter.from')} value={from} onChange={(v) => date('from', v, setFrom)} w={170} />
      <DateField label={t('actions.filter.to')} value={to} onChange={(v) => date('to', v, setTo)} w={170} />
      <Select
        label={t('actions.sort')}
        data={ACTION_SORTS.filter((s) => s !== 'created_at').flatMap((s) => [
          { value: s, label: t('actions.sort.asc', { column: t(`actions.column.${s}`) }) },
          { value: `-${s}`, label: t('actions.sort.desc', { column: t(`actions.column.${s}`) }) },
        ])}
        value={value.sort}
        onChange={(v) => v && set({ sort: v as Filters['sort'] })}
        allowDeselect={false}
        w={260}
      />
      <Button
        variant="subtle"
        onClick={() => {
          setFrom('');
          setTo('');
          setStudentSearch('');
          onChange(NO_FILTERS);
        }}
      >
        {t('actions.filter.clear')}
      </Button>
    </Group>
  );
}
