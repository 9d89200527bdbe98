import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { useUpdateSchool } from '../hooks/useAdminMutations.ts';
import { SchoolNameDialog } from './SchoolNameDialog.tsx';

/** Per-row "Edit" of the district's schools page: the school's name only. */
export function RenameSchoolButton({ school }: { school: TSchool }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const mutation = useUpdateSchool(school.id);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {t('admin.edit')}
      </Button>
      <SchoolNameDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('admin.school.rename')}
        action={t('admin.save')}
        initial={school.name}
        pending={mutation.isPending}
        error={mutation.error}
        onSave={(name) => mutation.mutate({ name }, { onSuccess: () => setOpened(false) })}
      />
    </>
  );
}
