import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateDistrict } from '../../modules/admin/hooks/useAdminMutations.ts';
import { DistrictForm } from '../../modules/admin/components/DistrictForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function AddDistrictPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useCreateDistrict();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.addDistrict')} description={t('admin.district.addDescription')} />
      <DistrictForm
        submitting={mutation.isPending}
        error={mutation.error}
        onSubmit={(values) => mutation.mutate(values, { onSuccess: (district) => void navigate(`/admin/edit-district/${district.id}`) })}
      />
    </Stack>
  );
}
