import { useState } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { isEmpty, unsupportedChart, unsupportedSummary } from '../chart-data.ts';
import { csvExportUrl } from '../filters.ts';
import { formatValue, tierLabel } from '../format.ts';
import { useReport, useT } from '../hooks.ts';
import { Figure, ReportBarChart, ReportSection, ReportTable } from '../ReportParts.tsx';
import type { SectionProps } from './common.ts';

const FIRST = 50;

/** Students in tier 2 or higher with no active support: per school, and their list for whoever may see them. */
export function UnsupportedSection({ district, filters }: SectionProps) {
  const t = useT();
  const lang = useLanguage();
  const query = useReport('unsupported', district, filters);
  const [all, setAll] = useState(false);
  return (
    <ReportSection
      name="unsupported"
      title={t('reports.unsupported.title')}
      description={t('reports.unsupported.description')}
      query={query}
      isEmpty={isEmpty.unsupported}
      csvUrl={csvExportUrl('unsupported', district, filters, lang)}
      figures={(r) => (
        <Figure
          label={t('reports.unsupported.figure')}
          value={t('reports.unsupported.ofTiered', { unsupported: formatValue(r.total_unsupported, lang), tiered: formatValue(r.total_tiered, lang) })}
          testId="unsupported-total"
        />
      )}
      chart={(r) => <ReportBarChart chart={unsupportedChart(r, t)} summary={unsupportedSummary(r, lang, t)} type="stacked" />}
      table={(r) => (
        <ReportTable
          caption={t('reports.unsupported.schoolsCaption')}
          testId="unsupported-schools"
          head={[t('reports.school'), t('reports.unsupported.tiered'), t('reports.unsupported.unsupported')]}
          rows={r.schools.map((s) => ({ key: s.school.id, cells: [s.school.name, formatValue(s.tiered, lang), formatValue(s.unsupported, lang)] }))}
        />
      )}
      details={(r) => {
        const schoolName = new Map(r.schools.map((s) => [s.school.id, s.school.name]));
        const tiers = new Map(r.tiers.map((x) => [x.key, x]));
        const shown = all ? r.students : r.students.slice(0, FIRST);
        return (
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('reports.unsupported.studentsTitle')}
            </Title>
            {r.names_hidden ? (
              <Text size="sm" data-testid="unsupported-names-hidden">
                {t('reports.unsupported.namesHidden')}
              </Text>
            ) : r.students.length === 0 ? (
              <Text size="sm">{t('reports.unsupported.noStudents')}</Text>
            ) : (
              <>
                <ReportTable
                  caption={t('reports.unsupported.studentsCaption', { count: formatValue(r.students.length, lang) })}
                  testId="unsupported-students"
                  text={[1, 2, 3]}
                  head={[t('reports.student'), t('reports.grade'), t('reports.school'), t('reports.tier')]}
                  rows={shown.map((s) => ({
                    key: s.id,
                    cells: [
                      <Anchor key="name" component={Link} to={`/school/${district}/${s.school_id}/students/profile/${s.id}`} size="sm">
                        {`${s.last_name}, ${s.first_name}`}
                      </Anchor>,
                      s.grade,
                      schoolName.get(s.school_id) ?? '',
                      tierLabel(tiers.get(s.tier_key), lang, t('reports.noTier')),
                    ],
                  }))}
                />
                {r.students.length > FIRST && (
                  <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all} style={{ alignSelf: 'flex-start' }}>
                    {all ? t('reports.showFewer') : t('reports.showAll', { count: formatValue(r.students.length, lang) })}
                  </Button>
                )}
              </>
            )}
          </Stack>
        );
      }}
    />
  );
}
