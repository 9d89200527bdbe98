import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createDistrict } from '../../modules/admin/api.ts';
import { DistrictForm } from '../../modules/admin/components/DistrictForm.tsx';
import { notifyFailure } from '../../modules/admin/form.ts';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function AddDistrictPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: createDistrict,
    onSuccess: async (district) => {
      notify('success', t('Created'));
      await client.invalidateQueries({ queryKey: ['districts'] });
      await navigate(`/admin/edit-district/${district.id}`);
    },
    onError: (error) => notifyFailure(t, error, ['name', 'support_email']),
  });
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.addDistrict')} description={t('admin.district.addDescription')} />
      <DistrictForm submitting={mutation.isPending} error={mutation.error} onSubmit={(values) => mutation.mutate(values)} />
    </Stack>
  );
}
