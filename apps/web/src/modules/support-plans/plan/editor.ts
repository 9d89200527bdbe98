/**
 * One part of a plan being edited: what was typed over the saved value, the version it was read at, the save,
 * and the stale save's two texts (mine and the one saved meanwhile) until the person picks one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api.ts';
import { serverFieldError } from '../../../lib/form-errors.ts';

/** The same value (plain JSON data). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Options<T, B, D> {
  saved: T;
  version: number;
  mutation: UseMutationResult<D, Error, B>;
  body: (value: T, version: number) => B;
  /** The saved part a 409 carries, as a value and its version. */
  fromCurrent: (current: unknown) => { value: T; version: number };
  /** Writes the part saved meanwhile into the cache (the page then shows it as saved). */
  applyCurrent: (current: unknown) => void;
}

export function usePartEditor<T, B, D>({ saved, version, mutation, body, fromCurrent, applyCurrent }: Options<T, B, D>) {
  const { t } = useTranslation();
  const [edit, setEdit] = useState<{ value: T; version: number } | null>(null);
  const [conflict, setConflict] = useState<{ mine: T; theirs: T; current: unknown } | null>(null);
  const value = edit?.value ?? saved;
  const dirty = edit !== null && !same(edit.value, saved);
  const change = (next: (v: T) => T) => setEdit((e) => ({ value: next(e?.value ?? saved), version: e?.version ?? version }));
  const save = () =>
    mutation.mutate(body(value, edit?.version ?? version), {
      onSuccess: () => setEdit(null),
      onError: (error) => {
        if (isApiError(error, 'conflict')) setConflict({ mine: value, theirs: fromCurrent(error.details.current).value, current: error.details.current });
      },
    });
  return {
    value,
    dirty,
    change,
    save,
    saving: mutation.isPending,
    conflict,
    fieldError: (path: string) => serverFieldError(t, mutation.error, path),
    /** Keeps what I typed over the version saved meanwhile: the next save replaces it. */
    keepMine: () => {
      if (!conflict) return;
      const theirs = fromCurrent(conflict.current);
      applyCurrent(conflict.current);
      setEdit({ value: conflict.mine, version: theirs.version });
      setConflict(null);
      mutation.reset();
    },
    /** Drops what I typed for the version saved meanwhile. */
    takeTheirs: () => {
      if (!conflict) return;
      applyCurrent(conflict.current);
      setEdit(null);
      setConflict(null);
      mutation.reset();
    },
  };
}

export type PartEditor<T> = ReturnType<typeof usePartEditor<T, unknown, unknown>>;

/** Immutable list helpers for the parts' item lists. */
export const replaceAt = <I>(list: I[], index: number, patch: Partial<I>): I[] => list.map((item, i) => (i === index ? { ...item, ...patch } : item));
export const removeAt = <I>(list: I[], index: number): I[] => list.filter((_, i) => i !== index);
