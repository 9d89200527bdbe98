/**
 * Giving a student a support, or editing one given: from the school's network (searchable, grouped by
 * focus area and tier; its tier filled in from the support's) or a one-off written here (name, type,
 * focus areas); the tier from the school's list, the start date (not to come), the responsible person
 * (a searchable list of the school's and district's staff; the caller when they are one), frequency,
 * notes, and progress monitoring (MeasureFields). Opened from a meeting, the support carries it.
 * Checked with the server's contract first; the server's field errors show on their fields.
 */
import { useState, type FormEvent } from 'react';
import { Modal, MultiSelect, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GIVEN_FREQUENCY_MAX, GIVEN_MSG, GIVEN_NOTES_MAX, ZGiveStudentSupport, ZUpdateStudentSupport } from '@ss/domain/contracts/student-supports';
import { SUPPORT_MSG } from '@ss/domain/contracts/supports';
import { MSG } from '@ss/domain/validation-rules';
import { SUPPORT_TYPES } from '@ss/domain/enums';
import type { TStudentSupport, TSupportSummary } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DateField } from '../../ui/DateField.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../ui/schema-errors.ts';
import { useActionPeople } from '../actions/hooks.ts';
import { useCurrentUser } from '../auth/hooks/useCurrentUser.ts';
import { useGiveSupport, useSchoolList, useUpdateSupport } from './hooks.ts';
import { labelOf, localToday } from './labels.ts';
import { MeasureFields, measureBody, measureStateOf, type MeasureState } from './MeasureFields.tsx';
import { NetworkPicker } from './NetworkPicker.tsx';
import { RestrictedPlaceholder } from '../restricted-notes/RestrictedPlaceholder.tsx';

export interface SupportDialogProps {
  student: { id: number; name: string; school: number };
  /** The support given being edited; none when giving. */
  support?: TStudentSupport;
  /** Given during this meeting (its run page). */
  meeting?: { id: number; name: string };
  onClose: () => void;
}

const KNOWN = [...Object.values(GIVEN_MSG), SUPPORT_MSG.unknownKey];
const NUMBERS = ['scale_min', 'scale_max', 'baseline', 'goal'] as const;

export function SupportDialog({ student, support, meeting, onClose }: SupportDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const me = useCurrentUser();
  const give = useGiveSupport();
  const update = useUpdateSupport(support?.id ?? 0);
  const mutation = support ? update : give;
  const tiers = useSchoolList('student-support-tiers', { schoolId: student.school });
  const focus = useSchoolList('student-support-focus-areas', { schoolId: student.school });
  const people = useActionPeople(student.school);
  const [source, setSource] = useState<'network' | 'one_off'>('network');
  const [picked, setPicked] = useState<TSupportSummary | null>(null);
  const [name, setName] = useState(support?.name ?? '');
  const [type, setType] = useState<string | null>(support?.type ?? null);
  const [focusAreas, setFocusAreas] = useState<string[]>((support?.focus_area_keys ?? []).map(String));
  const [tier, setTier] = useState<string | null>(support?.tier ? String(support.tier.id) : null);
  const [start, setStart] = useState(support?.start_date ?? localToday());
  const [responsible, setResponsible] = useState<string | null>(support?.responsible ? String(support.responsible.id) : null);
  const [frequency, setFrequency] = useState(support?.frequency ?? '');
  const [notes, setNotes] = useState(support?.notes ?? '');
  const hiddenNotes = support?.notes_restriction?.hidden === true;
  const [measure, setMeasure] = useState<MeasureState>(() => measureStateOf(support, lang));
  const [checked, setChecked] = useState(false);
  const oneOff = support ? support.support === null : source === 'one_off';

  const peopleOptions = (people.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (support?.responsible && !peopleOptions.some((o) => o.value === String(support.responsible!.id)))
    peopleOptions.push({ value: String(support.responsible.id), label: support.responsible.name });
  // The caller is responsible unless they choose someone else (when they may be).
  const who = responsible ?? (!support && me && peopleOptions.some((o) => o.value === String(me.id)) ? String(me.id) : null);
  const tierOptions = (tiers.data?.items ?? []).filter((i) => i.active || String(i.id) === tier).map((i) => ({ value: String(i.id), label: labelOf(lang, i) }));
  const focusOptions = (focus.data?.items ?? []).filter((i) => i.active).map((i) => ({ value: String(i.key), label: labelOf(lang, i) }));

  const pick = (s: TSupportSummary | null) => {
    setPicked(s);
    // The support's tier, as this school's list names it.
    const item = s && tiers.data?.items.find((i) => i.active && s.tier_keys.includes(i.key));
    if (item) setTier(String(item.id));
  };

  const measured = measureBody(measure, lang);
  const badNumbers = Object.fromEntries(NUMBERS.filter((f) => Number.isNaN(measured[f])).map((f) => [f, t(MSG.onlyNumbers)]));
  const common = {
    tier: tier === null ? undefined : Number(tier),
    start_date: start,
    responsible: who === null ? undefined : Number(who),
    frequency: frequency || null,
    // A comment restricted outside the reader's circle came without its text: it is not sent back (issue 24, section 2).
    ...(hiddenNotes ? {} : { notes: notes || null }),
    ...measured,
  };
  const what = oneOff ? { name: name || null, type: type ?? undefined, focus_areas: focusAreas.map(Number) } : { support: picked?.id ?? null };
  const parsed = support
    ? ZUpdateStudentSupport.safeParse({ version: support.version, ...common, ...(oneOff ? { name, type: type ?? undefined, focus_areas: focusAreas.map(Number) } : {}) })
    : ZGiveStudentSupport.safeParse({ student: student.id, ...what, ...common, ...(meeting ? { meeting: meeting.id } : {}) });
  const errors = checked ? { ...(parsed.success ? {} : schemaFieldErrors(t, parsed.error.issues, KNOWN)), ...badNumbers } : {};
  const err = (field: string) => errors[field] ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success || Object.keys(badNumbers).length) return;
    if (support) update.mutate(parsed.data as Parameters<typeof update.mutate>[0], { onSuccess: onClose });
    else give.mutate(parsed.data as Parameters<typeof give.mutate>[0], { onSuccess: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={support ? t('studentSupports.editTitle', { name: support.name }) : t('studentSupports.giveTitle', { name: student.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="support-dialog">
        <Stack gap="md">
          {meeting && (
            <Text size="sm">
              {t('studentSupports.field.meeting')}: <strong>{meeting.name}</strong>
            </Text>
          )}
          {!support && (
            <SegmentedControl
              value={source}
              onChange={(v) => setSource(v as typeof source)}
              data={[
                { value: 'network', label: t('studentSupports.give.fromNetwork') },
                { value: 'one_off', label: t('studentSupports.give.oneOff') },
              ]}
              aria-label={t('studentSupports.give.source')}
            />
          )}
          {support && !oneOff && (
            <Text size="sm">
              {t('studentSupports.field.support')}: <strong>{support.name}</strong>
            </Text>
          )}
          {!support && !oneOff && <NetworkPicker school={student.school} value={picked?.id ?? null} onChange={pick} error={err('support')} />}
          {oneOff && (
            <>
              <TextInput label={t('studentSupports.field.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={err('name') ?? err('support')} />
              <Select
                label={t('studentSupports.field.type')}
                required
                data={SUPPORT_TYPES.map((v) => ({ value: v, label: t(`studentSupports.type.${v}`) }))}
                value={type}
                onChange={setType}
                error={err('type')}
              />
              <MultiSelect label={t('studentSupports.field.focusAreas')} data={focusOptions} value={focusAreas} onChange={setFocusAreas} error={err('focus_areas')} />
            </>
          )}
          <Select label={t('studentSupports.field.tier')} required data={tierOptions} value={tier} onChange={setTier} error={err('tier')} />
          <DateField label={t('studentSupports.field.startDate')} required value={start} onChange={setStart} max={localToday()} error={err('start_date')} />
          <Select
            label={t('studentSupports.field.responsible')}
            required
            searchable
            data={peopleOptions}
            value={who}
            onChange={setResponsible}
            nothingFoundMessage={t('common.noResults')}
            error={err('responsible')}
          />
          <TextInput
            label={t('studentSupports.field.frequency')}
            placeholder={t('studentSupports.field.frequencyHint')}
            maxLength={GIVEN_FREQUENCY_MAX + 20}
            value={frequency}
            onChange={(e) => setFrequency(e.currentTarget.value)}
            error={err('frequency')}
          />
          {hiddenNotes ? (
            <RestrictedPlaceholder restriction={support!.notes_restriction!} label={t('studentSupports.field.notes')} />
          ) : (
            <Textarea
              label={t('studentSupports.field.notes')}
              autosize
              minRows={2}
              maxLength={GIVEN_NOTES_MAX + 100}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              error={err('notes')}
            />
          )}
          <MeasureFields school={student.school} value={measure} onChange={setMeasure} error={err} />
          {err('meeting') && (
            <Text c="red" size="sm" role="alert">
              {err('meeting')}
            </Text>
          )}
          <DialogActions onCancel={onClose} label={t(support ? 'studentSupports.save' : 'studentSupports.give')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
