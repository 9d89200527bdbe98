import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { useCreateSchool } from '../hooks/useAdminMutations.ts';
import { SchoolNameDialog } from './SchoolNameDialog.tsx';

/** "Add school" and its dialog (name only; the account starts in good standing). */
export function AddSchoolButton({ districtId, onCreated }: { districtId: number; onCreated?: (school: TSchool) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const mutation = useCreateSchool(districtId);
  const created = (school: TSchool) => {
    setOpened(false);
    onCreated?.(school);
  };
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('admin.school.add')}
      </Button>
      <SchoolNameDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('admin.school.add')}
        action={t('admin.school.create')}
        initial=""
        pending={mutation.isPending}
        error={mutation.error}
        onSave={(name) => mutation.mutate(name, { onSuccess: created })}
      />
    </>
  );
}
