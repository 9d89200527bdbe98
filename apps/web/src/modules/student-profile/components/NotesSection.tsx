/** Profile textboxes or programming notes: one text area per configured item, one Save. */
import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZProfileValuesBody, type TStudentProfile } from '@ss/domain/contracts/student-profile';
import { checkFields } from '../../../ui/schema-errors.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { formatDate, labelIn } from '../api.ts';
import { useSaveProfileValues } from '../hooks.ts';
import { useActionPeople } from '../../actions/hooks.ts';
import { RestrictedPlaceholder } from '../../restricted-notes/RestrictedPlaceholder.tsx';
import { RestrictionControl } from '../../restricted-notes/RestrictionControl.tsx';

interface Props {
  profile: TStudentProfile;
  items: TStudentProfile['textboxes'];
  title: string;
  id: string;
}

export function NotesSection({ profile, items, title, id }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const editable = profile.abilities.write_notes;
  // Only what the person changed; everything else shows the saved value.
  const [edits, setEdits] = useState<Record<number, string>>({});
  const valueOf = (i: { item_id: number; value: string }) => edits[i.item_id] ?? i.value;
  // A note restricted outside the reader's circle came without its text: it is never sent back (issue 24, section 2).
  const changed = items.filter((i) => i.active && !i.restriction?.hidden && valueOf(i).trim() !== i.value);
  // Whom a restricted note may name: the school's people.
  const canRestrict = items.some((i) => i.restriction?.abilities.restrict);
  const people = useActionPeople(canRestrict ? profile.student.school_id : null);
  const candidates = (people.data?.results ?? []).map((p) => ({ id: p.id, name: p.name }));
  const save = useSaveProfileValues(profile.student.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed.length)
      save.mutate(
        changed.map((i) => ({ item_id: i.item_id, value: valueOf(i) })),
        { onSuccess: () => setEdits({}) },
      );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`} mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.noItems')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {items.map((item) => {
              const index = changed.findIndex((c) => c.item_id === item.item_id);
              const value = valueOf(item);
              const tooLong = checkFields(t, ZProfileValuesBody, { values: [{ item_id: item.item_id, value }] })['values.0.value'] ?? null;
              const label = item.active ? labelIn(lang, item) : `${labelIn(lang, item)} ${t('profile.inactiveItem')}`;
              if (item.restriction?.hidden) return <RestrictedPlaceholder key={item.item_id} restriction={item.restriction} label={label} />;
              const control = item.restriction ? <RestrictionControl restriction={item.restriction} candidates={candidates} /> : null;
              // What cannot be changed reads as text, not as a box that looks editable and ignores typing.
              if (!editable || !item.active) {
                return (
                  <Stack key={item.item_id} gap={2} role="group" aria-labelledby={`${id}-item-${item.item_id}`} data-testid="read-only-note">
                    <Text size="sm" fw={500} id={`${id}-item-${item.item_id}`}>
                      {label}
                    </Text>
                    {item.updated_by && item.updated_at && (
                      <Text size="xs" c="dimmed">
                        {t('profile.lastUpdated', { name: `${item.updated_by.first_name} ${item.updated_by.last_name}`, date: formatDate(lang, item.updated_at) })}
                      </Text>
                    )}
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {value.trim() || (
                        <Text span size="sm" c="dimmed">
                          {t('common.none')}
                        </Text>
                      )}
                    </Text>
                    {control}
                  </Stack>
                );
              }
              return (
                <Stack key={item.item_id} gap={6}>
                  <Textarea
                    label={label}
                    description={
                      item.updated_by && item.updated_at
                        ? t('profile.lastUpdated', { name: `${item.updated_by.first_name} ${item.updated_by.last_name}`, date: formatDate(lang, item.updated_at) })
                        : undefined
                    }
                    value={value}
                    onChange={(e) => {
                      const next = e.currentTarget.value;
                      setEdits((v) => ({ ...v, [item.item_id]: next }));
                    }}
                    autosize
                    minRows={2}
                    maxRows={10}
                    error={tooLong ?? (index >= 0 ? serverFieldError(t, save.error, `values.${index}.value`) : null)}
                  />
                  {control}
                </Stack>
              );
            })}
            {editable && (
              <Group justify="flex-end">
                <Button type="submit" disabled={changed.length === 0} loading={save.isPending}>
                  {t('profile.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
    </Paper>
  );
}
