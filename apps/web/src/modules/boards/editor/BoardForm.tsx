/**
 * Every board's editor: title, categories, then what its kind holds (a team board's rules: grades,
 * teachers; a custom, district or integrated board's students, the integrated board's schools; a
 * board of schools: the district's schools, nothing to pick), and the members. Errors come from the
 * server, shown at their fields; success and failure are the spec's notifications.
 */
import { useState } from 'react';
import { Alert, Button, Group, List, MultiSelect, Paper, Stack, Text, TextInput, type MultiSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BoardKind, TBoard } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { BOARD_MSG } from '@ss/domain/contracts/boards';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { fetchAllSchools } from '../../schools/api.ts';
import { fetchGrades, fetchStaff, fetchTiers, type CategoryInput } from '../api.ts';
import { useSaveBoard } from '../hooks.ts';
import { boardPath, boardsWhere, listPath, type BoardPlace } from '../place.ts';
import { CategoriesEditor } from './CategoriesEditor.tsx';
import { categoryInputs, draftCategories, type DraftCategory } from './categories.ts';
import { StudentPicker, type Picked } from './StudentPicker.tsx';

interface Props {
  kind: BoardKind;
  place: BoardPlace;
  /** The board being edited; absent when adding. */
  board?: TBoard;
  /** A new board's categories (the school's support tiers). */
  initialCategories: CategoryInput[];
}

const TEACHING = ['school_teacher', 'school_leader', 'school_admin'];
const PICKS_STUDENTS: BoardKind[] = ['custom', 'district_students', 'integrated'];

/** Who may be a member (as the server checks): the school's staff, or the district's staff and, on an integrated board, its schools' staff. */
function eligible(u: TUser, place: BoardPlace, schoolIds: number[]): boolean {
  if (u.deactivated_at) return false;
  if (place.schoolId !== null) return u.schools.some((s) => s.id === place.schoolId);
  return (u.district_level && u.district?.id === place.districtId) || u.schools.some((s) => schoolIds.includes(s.id));
}

export function BoardForm({ kind, place, board, initialCategories }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [title, setTitle] = useState(board?.title ?? '');
  const [categories, setCategories] = useState<DraftCategory[]>(() => draftCategories(board, initialCategories));
  const [grades, setGrades] = useState<string[]>(board?.grades ?? []);
  const [teachers, setTeachers] = useState<string[]>((board?.teacher_ids ?? []).map(String));
  const [members, setMembers] = useState<string[]>((board?.member_ids ?? []).map(String));
  const [students, setStudents] = useState<Picked[]>(() =>
    (board?.cards ?? []).flatMap((c) => (c.student_id !== null && c.student ? [{ id: c.student_id, name: c.student.name, school_id: c.student.school_id }] : [])),
  );
  const [schools, setSchools] = useState<string[]>((board?.school_ids ?? []).map(String));
  const [localError, setLocalError] = useState<string | null>(null);
  const { schoolId, districtId } = place;
  const where = boardsWhere(place);
  const gradeList = useQuery({ queryKey: qk.boards.grades(schoolId ?? 0), queryFn: ({ signal }) => fetchGrades(schoolId!, signal), enabled: kind === 'team' });
  // What each category's tier is picked from (the add screen read it already: the same query).
  const tiers = useQuery({ queryKey: qk.boards.tiers(where), queryFn: ({ signal }) => fetchTiers(where, signal) });
  const staff = useQuery({ queryKey: qk.boards.staff(where), queryFn: ({ signal }) => fetchStaff(where, signal) });
  const schoolList = useQuery({
    queryKey: qk.schools.everything(districtId),
    queryFn: ({ signal }) => fetchAllSchools(districtId, signal),
    enabled: kind === 'integrated' || kind === 'district_schools',
  });

  // An integrated board spans the schools chosen and those of its students.
  const spanned = [...new Set([...schools.map(Number), ...students.map((s) => s.school_id)])];
  const pickStudents = (next: Picked[]) => {
    setStudents(next);
    if (kind === 'integrated') setSchools((now) => [...new Set([...now, ...next.map((s) => String(s.school_id))])]);
  };
  const people = (staff.data?.results ?? []).filter((u) => eligible(u, place, kind === 'integrated' ? spanned : []));
  const roleHere = (u: (typeof people)[number]) => u.schools.find((s) => s.id === schoolId)?.user_type ?? '';
  const schoolChoices = (schoolList.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const teacherChoices = people.filter((u) => TEACHING.includes(roleHere(u))).map((u) => ({ value: String(u.id), label: u.full_name }));
  const memberChoices = people.map((u) => ({ value: String(u.id), label: u.full_name }));
  const gradeChoices = (gradeList.data?.items ?? []).filter((g) => g.active && g.code).map((g) => ({ value: g.code!, label: lang === 'fr' ? g.label_fr : g.label_en }));

  const save = useSaveBoard(board, { kind, ...(schoolId !== null ? { school_id: schoolId } : { district_id: districtId }) });
  const body = () => ({
    title,
    categories: categoryInputs(categories),
    // Only members still eligible (an integrated board's schools may have changed).
    member_ids: members.filter((id) => people.some((u) => String(u.id) === id)).map(Number),
    ...(kind === 'team' ? { grades, teacher_ids: teachers.map(Number) } : {}),
    ...(PICKS_STUDENTS.includes(kind) ? { student_ids: students.map((s) => s.id) } : {}),
    ...(kind === 'integrated' ? { school_ids: spanned } : {}),
  });
  const fieldError = (name: string) => {
    const e = save.error;
    if (!isApiError(e) || !e.fields) return null;
    const hit = Object.entries(e.fields).find(([k]) => k === name || k.startsWith(`${name}.`));
    return hit ? t(hit[1].message, hit[1].params ?? {}) : null;
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (PICKS_STUDENTS.includes(kind) && students.length === 0) return setLocalError(t(BOARD_MSG.selectStudent));
    setLocalError(null);
    save.mutate(body(), { onSuccess: (saved) => void navigate(board ? listPath(place) : boardPath(place, saved.id)) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={1000}>
        <Paper withBorder p="md">
          <TextInput
            label={t('boards.editor.title')}
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={120}
            error={fieldError('title')}
            maw={480}
          />
        </Paper>
        <Paper withBorder p="md">
          <CategoriesEditor value={categories} onChange={setCategories} error={fieldError('categories')} tiers={tiers.data} />
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="md">
            {kind === 'team' && (
              <>
                <PickMany
                  label={t('boards.editor.grades')}
                  description={t('boards.editor.rulesHint')}
                  data={gradeChoices}
                  value={grades}
                  onChange={setGrades}
                  error={fieldError('grades')}
                />
                <PickMany label={t('boards.editor.teachers')} data={teacherChoices} value={teachers} onChange={setTeachers} error={fieldError('teacher_ids')} />
              </>
            )}
            {kind === 'district_schools' && <DistrictSchools names={schoolList.data?.results.map((s) => s.name)} />}
            {kind === 'integrated' && (
              <MultiSelect
                label={t('boards.editor.schools')}
                description={t('boards.editor.schoolsHint')}
                required
                data={schoolChoices}
                value={schools}
                // The schools of picked students stay: the board spans them.
                onChange={(next) => setSchools([...new Set([...next, ...students.map((s) => String(s.school_id))])])}
                error={fieldError('school_ids')}
                searchable
                maw={480}
              />
            )}
            {PICKS_STUDENTS.includes(kind) && <StudentPicker where={where} value={students} onChange={pickStudents} error={localError ?? fieldError('student_ids')} />}
            <PickMany
              label={t('boards.editor.members')}
              description={t('boards.editor.membersHint')}
              data={memberChoices}
              value={members}
              onChange={setMembers}
              error={fieldError('member_ids')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(listPath(place))}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {board ? t('boards.editor.save') : t('boards.editor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A board of schools holds every school of the district: the editor says which, or that there are none. */
/** A searchable multi-pick of the editor's width (grades, teachers, members). */
function PickMany(props: MultiSelectProps) {
  return <MultiSelect searchable clearable maw={480} {...props} />;
}

function DistrictSchools({ names }: { names: string[] | undefined }) {
  const { t } = useTranslation();
  if (names === undefined) return null;
  if (names.length === 0)
    return (
      <Alert color="yellow" title={t('boards.editor.noSchools')}>
        {t('boards.editor.noSchoolsHint')}
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('boards.editor.districtSchools', { count: names.length })}
      </Text>
      <List size="sm">
        {names.map((n) => (
          <List.Item key={n}>{n}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
