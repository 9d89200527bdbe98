import { Checkbox, Fieldset, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISTRICT_USER_TYPES, SCHOOL_USER_TYPES, SUPPORT_PLAN_PERMISSIONS, SUPPORT_PLAN_PERMISSION_LABEL, USER_TYPE_LABEL } from '@ss/domain/enums';
import type { SchoolUserType, SupportPlanPermission } from '@ss/domain';
import type { DistrictRoleInput, SchoolRoleInput } from '../api.ts';

export interface RoleSchool {
  id: number;
  name: string;
}

export interface RolesValue {
  district: DistrictRoleInput | null;
  schools: SchoolRoleInput[];
}

interface RolesFieldsProps {
  value: RolesValue;
  onChange: (value: RolesValue) => void;
  /** District role and flags are offered only on the district's staff page. */
  withDistrictRole: boolean;
  /** The schools whose roles the actor manages. */
  schools: RoleSchool[];
  error?: string | null;
}

const NONE = 'none';

/** District role (or none) with its flags, and a role and support plan permission per school. */
export function RolesFields({ value, onChange, withDistrictRole, schools, error }: RolesFieldsProps) {
  const { t } = useTranslation();
  const district = value.district;
  const setDistrict = (next: DistrictRoleInput | null) => onChange({ ...value, district: next });
  const setSchool = (schoolId: number, userType: SchoolUserType | null, permission?: SupportPlanPermission) => {
    const others = value.schools.filter((s) => s.school_id !== schoolId);
    const current = value.schools.find((s) => s.school_id === schoolId);
    if (userType === null) return onChange({ ...value, schools: others });
    onChange({
      ...value,
      schools: [...others, { school_id: schoolId, user_type: userType, support_plan_permission: permission ?? current?.support_plan_permission ?? 'no_select' }],
    });
  };

  return (
    <Stack gap="md">
      {withDistrictRole && (
        <Fieldset variant="filled">
          <Stack gap="sm">
            <Select
              label={t('staff.districtRole')}
              data={[{ value: NONE, label: t('staff.noDistrictRole') }, ...DISTRICT_USER_TYPES.map((type) => ({ value: type, label: t(USER_TYPE_LABEL[type]) }))]}
              value={district?.user_type ?? NONE}
              allowDeselect={false}
              onChange={(next) =>
                setDistrict(
                  !next || next === NONE
                    ? null
                    : {
                        user_type: next as DistrictRoleInput['user_type'],
                        is_liaison: district?.is_liaison ?? false,
                        can_add_edit_schools: district?.can_add_edit_schools ?? false,
                        can_add_edit_staff: district?.can_add_edit_staff ?? false,
                      },
                )
              }
            />
            {district && (
              <Stack gap={6}>
                <Checkbox label={t('staff.flag.liaison')} checked={district.is_liaison} onChange={(e) => setDistrict({ ...district, is_liaison: e.currentTarget.checked })} />
                {district.user_type === 'district_leader' && (
                  <>
                    <Checkbox
                      label={t('staff.flag.schools')}
                      checked={district.can_add_edit_schools}
                      onChange={(e) => setDistrict({ ...district, can_add_edit_schools: e.currentTarget.checked })}
                    />
                    <Checkbox
                      label={t('staff.flag.staff')}
                      checked={district.can_add_edit_staff}
                      onChange={(e) => setDistrict({ ...district, can_add_edit_staff: e.currentTarget.checked })}
                    />
                  </>
                )}
              </Stack>
            )}
          </Stack>
        </Fieldset>
      )}
      <Fieldset legend={t('staff.schoolRoles')} variant="filled">
        {schools.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staff.noSchools')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('schools.column.name')}</Table.Th>
                  <Table.Th scope="col">{t('staff.role')}</Table.Th>
                  <Table.Th scope="col">{t('staff.supportPlanPermission')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schools.map((school) => {
                  const role = value.schools.find((s) => s.school_id === school.id);
                  return (
                    <Table.Tr key={school.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {school.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t('staff.roleIn', { school: school.name })}
                          data={[{ value: NONE, label: t('staff.noRole') }, ...SCHOOL_USER_TYPES.map((type) => ({ value: type, label: t(USER_TYPE_LABEL[type]) }))]}
                          value={role?.user_type ?? NONE}
                          allowDeselect={false}
                          comboboxProps={{ withinPortal: true }}
                          onChange={(next) => setSchool(school.id, !next || next === NONE ? null : (next as SchoolUserType))}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t('staff.permissionIn', { school: school.name })}
                          data={SUPPORT_PLAN_PERMISSIONS.map((p) => ({ value: p, label: t(SUPPORT_PLAN_PERMISSION_LABEL[p]) }))}
                          value={role?.support_plan_permission ?? 'no_select'}
                          disabled={!role}
                          allowDeselect={false}
                          onChange={(next) => role && next && setSchool(school.id, role.user_type, next as SupportPlanPermission)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {error && (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </Fieldset>
    </Stack>
  );
}
