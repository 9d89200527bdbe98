import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { isEmpty, meetingsChart, meetingsSummary } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatDay, formatValue } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { ChartTable, ReportBarChart, ReportSection, ReportTable } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

/** Team meetings held per month, and per team board against the district's cadence. */
export function MeetingsSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('meetings', district, filters);
  return (
    <ReportSection
      name="meetings"
      title={t('reports.meetings.title')}
      description={query.data ? t('reports.meetings.description', { days: formatValue(query.data.cadence_days, lang) }) : undefined}
      query={query}
      isEmpty={isEmpty.meetings}
      csvUrl={csvExportUrl('meetings', district, filters, lang)}
      chart={(r) => <ReportBarChart chart={meetingsChart(r, lang, t)} summary={meetingsSummary(r, lang, t)} height={240} />}
      table={(r) => <ChartTable chart={meetingsChart(r, lang, t)} caption={t('reports.meetings.monthsCaption')} first={t('reports.month')} testId="meetings-months" />}
      details={(r) => (
        <ReportTable
          caption={t('reports.meetings.teamsCaption')}
          testId="meetings-teams"
          minWidth={640}
          text={[1, 3, 5]}
          head={[
            t('reports.meetings.team'),
            t('reports.school'),
            t('reports.meetings.held'),
            t('reports.meetings.lastHeld'),
            t('reports.meetings.longestGap'),
            t('reports.meetings.cadence'),
          ]}
          rows={r.teams.map((x) => ({
            key: x.board.id,
            cells: [
              x.board.title,
              x.school?.name ?? t('reports.meetings.districtTeam'),
              formatValue(x.held, lang),
              x.last_held ? formatDay(x.last_held.slice(0, 10), lang) : t('reports.meetings.never'),
              t('reports.days', { count: formatValue(x.longest_gap_days, lang) }),
              x.on_cadence ? (
                <Badge key="c" color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  {t('reports.meetings.onCadence')}
                </Badge>
              ) : (
                <Badge key="c" color="orange" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
                  {t('reports.meetings.offCadence')}
                </Badge>
              ),
            ],
          }))}
        />
      )}
    />
  );
}
