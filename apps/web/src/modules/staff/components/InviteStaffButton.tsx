import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Modal, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInviteStaff } from '../hooks/useStaffMutations.ts';
import { ZUpdateUser } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { type Person } from '../api.ts';
import { parseCsv, parseEmailList } from '../people.ts';
import { RolesFields, type RoleSchool, type RolesValue } from './RolesFields.tsx';
import { DialogActions } from '../../../ui/DialogActions.tsx';

interface InviteStaffButtonProps {
  districtId: number;
  withDistrictRole: boolean;
  schools: RoleSchool[];
  /** On a school's page the new people get a role in that school by default. */
  defaultSchoolId?: number;
}

type Mode = 'one' | 'many' | 'csv';

/** "Invite staff": one person with names, many pasted e-mails, or a CSV file; all or nothing. */
export function InviteStaffButton({ districtId, withDistrictRole, schools, defaultSchoolId }: InviteStaffButtonProps) {
  const { t } = useTranslation();
  const initialRoles = (): RolesValue => ({
    district: null,
    schools: defaultSchoolId ? [{ school_id: defaultSchoolId, user_type: 'school_teacher', support_plan_permission: 'no_select' }] : [],
  });
  const [opened, setOpened] = useState(false);
  const [mode, setMode] = useState<Mode>('one');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [emails, setEmails] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [csvPeople, setCsvPeople] = useState<Person[] | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [roles, setRoles] = useState<RolesValue>(initialRoles);
  const [checked, setChecked] = useState(false);

  const reset = () => {
    setMode('one');
    setFirstName('');
    setLastName('');
    setEmail('');
    setEmails('');
    setFile(null);
    setCsvPeople(null);
    setCsvError(null);
    setRoles(initialRoles());
    setChecked(false);
  };

  const mutation = useInviteStaff();

  const readFile = async (next: File | null) => {
    setFile(next);
    setCsvPeople(null);
    setCsvError(null);
    if (!next) return;
    if (!next.name.toLowerCase().endsWith('.csv')) {
      setCsvError(t('Please select a CSV file'));
      return;
    }
    const people = parseCsv(await next.text());
    if (!people) setCsvError(t('staff.csvNoEmail'));
    else setCsvPeople(people);
  };

  const people = (): Person[] => {
    if (mode === 'one') return [{ email: email.trim(), first_name: firstName.trim(), last_name: lastName.trim() }];
    if (mode === 'many') return parseEmailList(emails);
    return csvPeople ?? [];
  };

  // One person: the address as a user's (required, the spec's rule), the names optional but not too long.
  const one =
    mode === 'one' ? checkFields(t, ZUpdateUser, { email, ...(firstName.trim() ? { first_name: firstName } : {}), ...(lastName.trim() ? { last_name: lastName } : {}) }) : {};
  const localErrors = {
    email: one.email ?? null,
    emails: mode === 'many' && parseEmailList(emails).length === 0 ? t('Required') : null,
    file: mode === 'csv' ? (csvError ?? (file ? (csvPeople && csvPeople.length === 0 ? t('Required') : null) : t('Please select a file'))) : null,
    roles: !roles.district && roles.schools.length === 0 ? t('staff.roleRequired') : null,
    firstName: one.first_name ?? null,
    lastName: one.last_name ?? null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(localErrors).some(Boolean)) return;
    mutation.mutate(
      { district_id: districtId, people: people(), district_role: roles.district, schools: roles.schools },
      {
        onSuccess: () => {
          setOpened(false);
          reset();
        },
      },
    );
  };

  const peopleError = serverFieldError(t, mutation.error, 'people');
  const show = (message: string | null) => (checked ? message : null);

  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('staff.invite')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('staff.invite')} size="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SegmentedControl
              aria-label={t('staff.inviteHow')}
              value={mode}
              onChange={(value) => setMode(value as Mode)}
              data={[
                { value: 'one', label: t('staff.mode.one') },
                { value: 'many', label: t('staff.mode.many') },
                { value: 'csv', label: t('staff.mode.csv') },
              ]}
            />
            {mode === 'one' && (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('staff.firstName')}
                    value={firstName}
                    onChange={(e) => setFirstName(e.currentTarget.value)}
                    error={show(localErrors.firstName) ?? serverFieldError(t, mutation.error, 'people.0.first_name')}
                  />
                  <TextInput
                    label={t('staff.lastName')}
                    value={lastName}
                    onChange={(e) => setLastName(e.currentTarget.value)}
                    error={show(localErrors.lastName) ?? serverFieldError(t, mutation.error, 'people.0.last_name')}
                  />
                </SimpleGrid>
                <TextInput type="email" required label={t('staff.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={show(localErrors.email)} />
              </Stack>
            )}
            {mode === 'many' && (
              <Textarea
                label={t('staff.emails')}
                description={t('staff.emailsHint')}
                required
                autosize
                minRows={4}
                maxRows={10}
                value={emails}
                onChange={(e) => setEmails(e.currentTarget.value)}
                error={show(localErrors.emails)}
              />
            )}
            {mode === 'csv' && (
              <Stack gap={4}>
                <FileInput
                  label={t('staff.csvFile')}
                  description={t('staff.csvHint')}
                  accept=".csv,text/csv"
                  value={file}
                  onChange={(next) => void readFile(next)}
                  clearable
                  error={show(localErrors.file) ?? csvError}
                />
                {csvPeople && csvPeople.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('staff.csvCount', { count: csvPeople.length })}
                  </Text>
                )}
              </Stack>
            )}
            {peopleError && (
              <Alert color="red" role="alert" title={peopleError}>
                {t('staff.noneCreated')}
              </Alert>
            )}
            <RolesFields
              value={roles}
              onChange={setRoles}
              withDistrictRole={withDistrictRole}
              schools={schools}
              error={show(localErrors.roles) ?? serverFieldError(t, mutation.error, 'schools')}
            />
            <DialogActions onCancel={() => setOpened(false)} label={t('staff.sendInvitations')} loading={mutation.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
