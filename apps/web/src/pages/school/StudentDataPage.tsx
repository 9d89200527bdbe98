import { useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { schoolYearOf } from '@ss/domain/school-year';
import { fetchGrid, schoolYearLabel, type GridParams } from '../../modules/student-profile/api.ts';
import { DataGrid } from '../../modules/student-profile/components/DataGrid.tsx';
import { GradeTeacherFilters } from '../../modules/student-cards/GradeTeacherFilters.tsx';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesGuard.tsx';
import { useSignedInUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { qk } from '../../lib/query-keys.ts';

/** Bulk entry of one measure for a grade or a class (teacher), in a school year. */
export function StudentDataPage() {
  const { t } = useTranslation();
  const schoolId = Number(useParams().schoolId);
  // The server's today: results cannot be dated after it, so no later school year is offered.
  const current = schoolYearOf(new Date(useSignedInUser().current_date)).startYear;
  const [definition, setDefinition] = useState<string | null>(null);
  const [year, setYear] = useState(String(current));
  const [grade, setGrade] = useState<string | null>(null);
  const [teacher, setTeacher] = useState<string | null>(null);
  const params: GridParams = {
    school: schoolId,
    definition: definition ? Number(definition) : undefined,
    school_year: Number(year),
    grade: grade ?? undefined,
    teacher: teacher ? Number(teacher) : undefined,
  };
  const grid = useQuery({ queryKey: qk.dataGrid.page(params), queryFn: ({ signal }) => fetchGrid(params, signal), placeholderData: keepPreviousData });
  const chosen = grade !== null || teacher !== null;
  // Another measure, year or class replaces the grid: typed values not saved are asked about first.
  const [unsaved, setUnsaved] = useState(0);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guarded = (change: () => void) => (unsaved > 0 ? setPending(() => change) : change());

  return (
    <Stack gap="md">
      <PageHeader title={t('page.studentData')} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('grid.measure')}
          data={(grid.data?.definitions ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          value={definition ?? (grid.data?.definition ? String(grid.data.definition.id) : null)}
          onChange={(v) => v && guarded(() => setDefinition(v))}
          allowDeselect={false}
          w={240}
        />
        <Select
          label={t('grid.schoolYear')}
          data={[current, current - 1, current - 2].map((y) => ({ value: String(y), label: schoolYearLabel(y) }))}
          value={year}
          onChange={(v) => v && guarded(() => setYear(v))}
          allowDeselect={false}
          w={150}
        />
        <GradeTeacherFilters
          choices={grid.data}
          grade={grade}
          teacher={teacher}
          onGrade={(v) =>
            guarded(() => {
              setGrade(v);
              if (v) setTeacher(null);
            })
          }
          onTeacher={(v) =>
            guarded(() => {
              setTeacher(v);
              if (v) setGrade(null);
            })
          }
          gradeLabel={t('grid.grade')}
          teacherLabel={t('grid.teacher')}
        />
      </Group>
      {grid.isPending ? (
        <LoadingState lines={6} />
      ) : grid.isError ? (
        <ErrorState message={grid.error.message} onRetry={() => void grid.refetch()} retrying={grid.isFetching} />
      ) : !grid.data.definition ? (
        <EmptyMessage title={t('grid.noMeasures')} />
      ) : !chosen ? (
        <EmptyMessage title={t('grid.chooseGroup')} />
      ) : grid.data.rows.length === 0 ? (
        <EmptyMessage title={t('grid.noStudents')} />
      ) : (
        <DataGrid key={JSON.stringify(params)} grid={grid.data} school={schoolId} onDirtyChange={setUnsaved} />
      )}
      <UnsavedChangesDialog
        opened={pending !== null}
        count={unsaved}
        onStay={() => setPending(null)}
        onLeave={() => {
          pending?.();
          setPending(null);
          setUnsaved(0);
        }}
      />
    </Stack>
  );
}
