/** Shapes shared by the parts of a sync plan. */

/** Where a bundle user goes: mapped schools, not yet (an org awaits mapping), or nowhere (no school org). */
export type Placement = { kind: 'schools'; schoolIds: number[] } | { kind: 'pending' } | { kind: 'none' };

export interface Counters {
  created: number;
  updated: number;
  unchanged: number;
  archived: number;
  teachers_invited: number;
  teachers_updated: number;
  assignments_added: number;
  assignments_removed: number;
}

export const emptyCounters = (): Counters => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  archived: 0,
  teachers_invited: 0,
  teachers_updated: 0,
  assignments_added: 0,
  assignments_removed: 0,
});
