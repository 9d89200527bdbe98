/** Grade and teacher pickers shared by the card and grid pages; choices come from the server's answer. */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStudentCards } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';

interface Props {
  choices: Pick<TStudentCards, 'grades' | 'teachers'> | undefined;
  grade: string | null;
  teacher: string | null;
  onGrade: (v: string | null) => void;
  onTeacher: (v: string | null) => void;
  gradeLabel: string;
  teacherLabel: string;
}

export function GradeTeacherFilters({ choices, grade, teacher, onGrade, onTeacher, gradeLabel, teacherLabel }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <Select
        label={gradeLabel}
        placeholder={t('cards.allGrades')}
        data={(choices?.grades ?? []).map((g) => ({ value: g.code, label: lang === 'fr' ? g.label_fr : g.label_en }))}
        value={grade}
        onChange={onGrade}
        clearable
        w={200}
      />
      <Select
        label={teacherLabel}
        placeholder={t('cards.allTeachers')}
        data={(choices?.teachers ?? []).map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}` }))}
        value={teacher}
        onChange={onTeacher}
        clearable
        w={220}
      />
    </>
  );
}
