/**
 * Which note sections of the page would lose text if it were left now (a choice between two texts not
 * made, a save that failed): the run page counts them for its unsaved-changes guard. Each section
 * reports itself under its own key and withdraws when it goes.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';

type Report = (key: string, unsettled: boolean) => void;

export const UnsettledSections = createContext<Report | null>(null);

/** The page's side: how many sections are unsettled, and the function they report through. */
export function useUnsettledCount(): { count: number; report: Report } {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>(
    (key, unsettled) =>
      setKeys((prev) => {
        if (prev.has(key) === unsettled) return prev;
        const next = new Set(prev);
        if (unsettled) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { count: keys.size, report };
}

/** A section's side: says whether it is unsettled now, and that it is not once it is gone. */
export function useReportUnsettled(key: string, unsettled: boolean): void {
  const report = useContext(UnsettledSections);
  useEffect(() => {
    report?.(key, unsettled);
  }, [report, key, unsettled]);
  useEffect(
    () => () => {
      report?.(key, false);
    },
    [report, key],
  );
}
