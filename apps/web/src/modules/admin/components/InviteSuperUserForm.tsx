import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInviteSystemUser } from '../hooks/useAdminMutations.ts';
import { ZInviteSuperUser } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';

/** Invite a super admin (names and e-mail); the invitation link is e-mailed. */
export function InviteSuperUserForm() {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useInviteSystemUser();
  const invited = () => {
    setFirstName('');
    setLastName('');
    setEmail('');
    setChecked(false);
  };
  const problems = checkFields(t, ZInviteSuperUser, { email, first_name: firstName, last_name: lastName });
  const errors = { first: problems.first_name, last: problems.last_name, email: problems.email };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!errors.first && !errors.last && !errors.email) mutation.mutate({ email: email.trim(), first_name: firstName.trim(), last_name: lastName.trim() }, { onSuccess: invited });
  };
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate aria-labelledby="invite-super-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="invite-super-title">
          {t('systemUsers.invite')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput
            required
            label={t('staff.firstName')}
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            error={(checked ? errors.first : null) ?? serverFieldError(t, mutation.error, 'first_name')}
          />
          <TextInput
            required
            label={t('staff.lastName')}
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            error={(checked ? errors.last : null) ?? serverFieldError(t, mutation.error, 'last_name')}
          />
          <TextInput
            required
            type="email"
            label={t('staff.email')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={(checked ? errors.email : null) ?? serverFieldError(t, mutation.error, 'email')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('systemUsers.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
