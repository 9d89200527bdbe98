/**
 * The import's source and selection, kept in session storage per district: looking at one support's
 * page (view-for-import) and coming back keeps what was picked. Cleared once imported.
 */
import { useState } from 'react';
import type { TSupportSummary } from '@ss/domain';

export type ImportSource = 'shared' | number;

interface Stored {
  source: ImportSource;
  selected: TSupportSummary[];
}

const keyOf = (district: number) => `supports.import.${district}`;

function read(district: number): Stored {
  try {
    const raw = sessionStorage.getItem(keyOf(district));
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    if (parsed && (parsed.source === 'shared' || typeof parsed.source === 'number') && Array.isArray(parsed.selected)) return parsed;
  } catch {
    // A full or unavailable storage: start afresh.
  }
  return { source: 'shared', selected: [] };
}

function write(district: number, value: Stored | null) {
  try {
    if (value) sessionStorage.setItem(keyOf(district), JSON.stringify(value));
    else sessionStorage.removeItem(keyOf(district));
  } catch {
    // Not kept: the selection still works on this page.
  }
}

export function useImportSelection(district: number) {
  const [state, setState] = useState<Stored>(() => read(district));
  const save = (next: Stored) => {
    setState(next);
    write(district, next);
  };
  return {
    source: state.source,
    selected: new Map(state.selected.map((s) => [s.id, s])),
    /** Another source starts a new selection: supports of two networks are not mixed. */
    setSource: (source: ImportSource) => save({ source, selected: source === state.source ? state.selected : [] }),
    setSelected: (next: Map<number, TSupportSummary>) => save({ ...state, selected: [...next.values()] }),
    clear: () => {
      setState({ source: state.source, selected: [] });
      write(district, null);
    },
  };
}
