import { useState, type FormEvent } from 'react';
import { Button, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@ss/domain/contracts/admin';
import { useUpdateUser } from '../hooks/useStaffMutations.ts';
import { ZUpdateUser } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { type UserUpdate } from '../api.ts';
import { RolesFields, type RoleSchool, type RolesValue } from './RolesFields.tsx';
import { DialogActions } from '../../../ui/DialogActions.tsx';

interface EditStaffButtonProps {
  user: TUser;
  withDistrictRole: boolean;
  /** The schools whose roles the actor manages (their roles are replaced on save). */
  schools: RoleSchool[];
}

function rolesOf(user: TUser, schools: RoleSchool[]): RolesValue {
  const managed = new Set(schools.map((s) => s.id));
  return {
    district:
      user.district_level && user.district && user.district.user_type !== 'super' && user.district.user_type.startsWith('district_')
        ? {
            user_type: user.district.user_type as 'district_admin' | 'district_leader' | 'district_staff',
            is_liaison: user.district.is_liaison,
            can_add_edit_schools: user.district.can_add_edit_schools,
            can_add_edit_staff: user.district.can_add_edit_staff,
          }
        : null,
    schools: user.schools.filter((s) => managed.has(s.id)).map((s) => ({ school_id: s.id, user_type: s.user_type, support_plan_permission: s.support_plan_permission })),
  };
}

/** "Edit" a staff member: names, district role and flags, roles in the managed schools. */
export function EditStaffButton({ user, withDistrictRole, schools }: EditStaffButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [roles, setRoles] = useState<RolesValue>(() => rolesOf(user, schools));
  const [checked, setChecked] = useState(false);
  const mutation = useUpdateUser(user.id, ['first_name', 'last_name', 'schools', 'district_role']);
  const errors = checkFields(t, ZUpdateUser, { first_name: firstName, last_name: lastName });

  const open = () => {
    setFirstName(user.first_name);
    setLastName(user.last_name);
    setRoles(rolesOf(user, schools));
    setChecked(false);
    mutation.reset();
    setOpened(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.first_name || errors.last_name) return;
    const body: UserUpdate = { first_name: firstName.trim(), last_name: lastName.trim(), schools: roles.schools };
    if (withDistrictRole) body.district_role = roles.district;
    mutation.mutate(body, { onSuccess: () => setOpened(false) });
  };

  const label = user.full_name.trim() || user.email;
  return (
    <>
      <Button size="xs" variant="light" aria-label={t('admin.editNamed', { name: label })} onClick={open}>
        {t('admin.edit')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('staff.editTitle', { name: label })} size="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                required
                label={t('staff.firstName')}
                value={firstName}
                onChange={(e) => setFirstName(e.currentTarget.value)}
                error={(checked ? errors.first_name : null) ?? serverFieldError(t, mutation.error, 'first_name')}
              />
              <TextInput
                required
                label={t('staff.lastName')}
                value={lastName}
                onChange={(e) => setLastName(e.currentTarget.value)}
                error={(checked ? errors.last_name : null) ?? serverFieldError(t, mutation.error, 'last_name')}
              />
            </SimpleGrid>
            <RolesFields
              value={roles}
              onChange={setRoles}
              withDistrictRole={withDistrictRole}
              schools={schools}
              error={serverFieldError(t, mutation.error, 'schools') ?? serverFieldError(t, mutation.error, 'district_role')}
            />
            <DialogActions onCancel={() => setOpened(false)} label={t('admin.save')} loading={mutation.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
