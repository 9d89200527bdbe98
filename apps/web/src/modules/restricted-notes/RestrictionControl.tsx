/**
 * Where a note is written (issue 24, section 2): a "Restricted" switch and, while it is on, the people of the
 * school who may also read it, saved with one button. Shown to whoever may restrict the note (its author, the
 * school's leaders, its plan coordinators); others inside the circle see a "Restricted" badge with a lock.
 */
import { useState } from 'react';
import { Badge, Button, Group, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESTRICTED_PEOPLE_MAX, type TNoteRestriction } from '@ss/domain/contracts/restricted-notes';
import { serverFieldError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { refresh } from '../../lib/invalidations.ts';
import { setRestriction } from './api.ts';

interface Props {
  restriction: TNoteRestriction;
  /** The school's people to choose from (the named ones are kept even when missing here). */
  candidates: { id: number; name: string }[];
}

export function RestrictedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />} data-testid="restricted-badge">
      {t('restricted.badge')}
    </Badge>
  );
}

export function RestrictionControl({ restriction, candidates }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [restricted, setRestricted] = useState(restriction.restricted);
  const [people, setPeople] = useState<string[]>(restriction.people.map((p) => String(p.id)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!restriction.abilities.restrict) return restriction.restricted ? <RestrictedBadge /> : null;
  const options = [...candidates];
  for (const p of restriction.people) if (!options.some((o) => o.id === p.id)) options.push(p);
  const changed = restricted !== restriction.restricted || people.join() !== restriction.people.map((p) => String(p.id)).join();
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await setRestriction(restriction.kind, restriction.ref, restricted, restricted ? people.map(Number) : []);
      notify('success', t('restricted.saved'));
      await refresh(client, saved.restricted ? 'restricted_note.restricted' : 'restricted_note.unrestricted');
    } catch (err) {
      setError(serverFieldError(t, err, 'people') ?? t('restricted.saveError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6} data-testid="restriction-control">
      <Group gap="sm" align="center">
        <Switch
          label={t('restricted.toggle')}
          description={t('restricted.toggleHelp')}
          checked={restricted}
          onChange={(e) => setRestricted(e.currentTarget.checked)}
          thumbIcon={restricted ? <IconLock size={10} aria-hidden="true" /> : undefined}
        />
      </Group>
      {restricted && (
        <MultiSelect
          label={t('restricted.people')}
          placeholder={t('restricted.peoplePlaceholder')}
          data={options.map((o) => ({ value: String(o.id), label: o.name }))}
          value={people}
          onChange={setPeople}
          searchable
          clearable
          maxValues={RESTRICTED_PEOPLE_MAX}
          error={error}
        />
      )}
      {!restricted && error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {changed && (
        <Group>
          <Button size="compact-sm" onClick={save} loading={busy}>
            {t('restricted.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
