import type { ReportFilters } from '../filters.ts';

/** What every section is given: the district and the page's filters. */
export interface SectionProps {
  district: number;
  filters: ReportFilters;
}
