/**
 * A note's sections as text fields: a student's key issue, context and notes, or the meeting's general
 * note (a school meeting's textboxes, other meetings' notes). Unsaved sections start empty at version 0.
 */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMeetingNote } from '@ss/domain/contracts/meetings';
import { RestrictedPlaceholder } from '../../restricted-notes/RestrictedPlaceholder.tsx';
import { RestrictionControl } from '../../restricted-notes/RestrictionControl.tsx';
import { useMeeting } from './api.ts';
import { SectionField } from './SectionField.tsx';

const EMPTY = { body: '', version: 0, updated_by: null, updated_at: null };

interface Props {
  meetingId: number;
  /** The student's id (null: the general note): the fields are drawn anew for another subject. */
  subject: number | null;
  sections: { key: string; label: string | null }[];
  note: TMeetingNote | undefined;
  ensureNote: () => Promise<number>;
  writable: boolean;
  /** A section to put the cursor in (a deep link to a school meeting's textbox). */
  focus?: string;
}

export function NoteSections({ meetingId, subject, sections, note, ensureNote, writable, focus }: Props) {
  const { t } = useTranslation();
  // Whom a restricted section may name: the meeting's attendees (restricted notes, issue 24, section 2).
  const candidates = (useMeeting(meetingId).data?.attendees ?? []).map((a) => ({ id: a.id, name: a.name }));
  return (
    <Stack gap="md">
      {sections.map((s) => {
        const saved = note?.sections.find((x) => x.section === s.key);
        const label = s.label ?? t(`meetingRun.section.${s.key}`);
        // Outside the circle the server sent no text: the placeholder stands in for the field.
        if (saved?.restriction?.hidden) return <RestrictedPlaceholder key={`${subject ?? 'general'}:${s.key}`} restriction={saved.restriction} label={label} />;
        return (
          <Stack gap={6} key={`${subject ?? 'general'}:${s.key}`}>
            <SectionField
              meetingId={meetingId}
              section={s.key}
              label={label}
              server={saved ?? EMPTY}
              ensureNote={ensureNote}
              writable={writable}
              autoFocus={focus === s.key}
              minRows={s.key === 'key_issue' ? 2 : 3}
            />
            {saved?.restriction && (
              <RestrictionControl
                key={`${saved.restriction.restricted}:${saved.restriction.people.map((p) => p.id).join()}`}
                restriction={saved.restriction}
                candidates={candidates}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
