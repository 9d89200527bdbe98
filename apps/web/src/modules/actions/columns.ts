/**
 * Which of the actions table's columns show (issue 20): the spec's thirteen do not fit a laptop's
 * screen, so a list opens on what a teacher needs (the action, who, by when, its status, the student;
 * the school too in a district's list) and the rest are shown through the "Columns" menu. The
 * action's name and its Manage menu always show. A choice is remembered per user and per list
 * (lib/storage.ts), in this browser.
 */
import { useCallback, useState } from 'react';
import type { ActionScope } from '@ss/domain';
import { storedUserColumns, storeUserColumns } from '../../lib/storage.ts';
import { useSignedInUser } from '../auth/hooks/useCurrentUser.ts';

/** The columns that can be hidden, in the table's order. */
export const OPTIONAL_COLUMNS = [
  'responsible',
  'completion_date',
  'actual_date',
  'completed_at',
  'abandoned_at',
  'student',
  'status',
  'school',
  'meeting',
  'school_meeting_note',
  'comment',
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

/** Always shown: what the row is, and what can be done with it. */
export const FIXED_COLUMNS: readonly string[] = ['name', 'manage'];

export function defaultColumns(scope: ActionScope): OptionalColumn[] {
  const base: OptionalColumn[] = ['responsible', 'completion_date', 'student', 'status'];
  // A district's list spans its schools; a student's list is one student's.
  if (scope === 'districtActions') return [...base, 'school'];
  if (scope === 'studentActions') return base.filter((c) => c !== 'student');
  return base;
}

const isOptional = (key: string): key is OptionalColumn => (OPTIONAL_COLUMNS as readonly string[]).includes(key);

/** The shown columns of one list, and the means to change them. */
export function useActionColumns(scope: ActionScope) {
  const me = useSignedInUser();
  const table = `actions.${scope}`;
  const [shown, setShown] = useState<OptionalColumn[]>(() => storedUserColumns(me.id, table)?.filter(isOptional) ?? defaultColumns(scope));
  const change = useCallback(
    (next: OptionalColumn[] | null) => {
      storeUserColumns(me.id, table, next);
      setShown(next ?? defaultColumns(scope));
    },
    [me.id, table, scope],
  );
  const isShown = (key: string) => FIXED_COLUMNS.includes(key) || (isOptional(key) && shown.includes(key));
  return { shown, isShown, change, isDefault: sameSet(shown, defaultColumns(scope)) };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
