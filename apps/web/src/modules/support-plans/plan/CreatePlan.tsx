/** Making the student's plan: a template of the school or its district, and the school year (the current one by default). */
import { useState, type FormEvent } from 'react';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { useCreatePlan, useTemplates } from './hooks.ts';

export function CreatePlanButton({ student, school, schoolYear }: { student: number; school: number; schoolYear: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('planPage.create')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('planPage.createTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        {opened && <CreateForm student={student} school={school} schoolYear={schoolYear} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function CreateForm({ student, school, schoolYear, onDone }: { student: number; school: number; schoolYear: string; onDone: () => void }) {
  const { t } = useTranslation();
  const templates = useTemplates(school, true);
  const create = useCreatePlan();
  const options = (templates.data?.results ?? []).map((tpl) => ({
    value: String(tpl.id),
    label: tpl.school_id === null ? tpl.name : t('planPage.schoolTemplate', { name: tpl.name }),
  }));
  const [template, setTemplate] = useState<string | null>(null);
  const [year, setYear] = useState(schoolYear);
  const [tried, setTried] = useState(false);
  const chosen = template ?? (options.length === 1 ? options[0]!.value : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!chosen || year.trim() === '') return;
    create.mutate({ student_id: student, template_id: Number(chosen), school_year: year.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('planPage.template')}
          data={options}
          value={chosen}
          onChange={setTemplate}
          required
          disabled={templates.isPending}
          placeholder={templates.isPending ? t('common.loading') : undefined}
          nothingFoundMessage={t('planPage.noTemplates')}
          error={
            (tried && !chosen ? t('Required') : null) ??
            serverFieldError(t, create.error, 'template_id') ??
            (templates.isSuccess && options.length === 0 ? t('planPage.noTemplates') : null)
          }
          data-autofocus
        />
        <TextInput
          label={t('planPage.schoolYear')}
          description={t('planPage.schoolYearHint')}
          value={year}
          onChange={(e) => setYear(e.currentTarget.value)}
          required
          error={(tried && year.trim() === '' ? t('Required') : null) ?? serverFieldError(t, create.error, 'school_year')}
        />
        <DialogActions onCancel={onDone} label={t('planPage.create')} loading={create.isPending} />
      </Stack>
    </form>
  );
}
