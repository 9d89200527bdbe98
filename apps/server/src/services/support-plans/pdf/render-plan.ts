/**
 * Draws a support plan (PlanDocument) as a PDF with @react-pdf/renderer: pure, from the model alone. Letter
 * portrait; a header with the school's logo, the title and the school; the student's identity and the plan's
 * facts; the template's wording; the home part; each part the plan's template has; the revision and its
 * signatures when there are; a footer on every page with the generation date and "Page N of M".
 *
 * Text is in the PDF's standard Helvetica (English and French: WinAnsi covers é, è, ç, œ, « », ’), typed
 * signatures in Helvetica-Oblique; nothing is fetched. Elements are built with createElement, as the server
 * has no JSX set-up (lib/pdf/table-report.ts does the same).
 */
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Font, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatDate, translate } from '@ss/domain';
import type { PlanDocument } from './plan-document.ts';

const INK = '#1a1b1e';
const MUTED = '#495057';
const RULE = '#ced4da';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 54, paddingHorizontal: 42, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 12 },
  logo: { maxHeight: 48, maxWidth: 120, marginRight: 14, objectFit: 'contain' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 18 },
  subtitle: { fontSize: 10, color: MUTED },
  facts: { flexDirection: 'row', flexWrap: 'wrap', borderTopWidth: 1, borderBottomWidth: 1, borderColor: RULE, paddingVertical: 6, marginBottom: 10 },
  fact: { width: '50%', flexDirection: 'row', paddingVertical: 2 },
  factLabel: { width: 90, fontFamily: 'Helvetica-Bold' },
  factValue: { flex: 1 },
  wording: { fontSize: 9.5, color: MUTED, marginBottom: 10 },
  section: { fontFamily: 'Helvetica-Bold', fontSize: 13, marginTop: 12, marginBottom: 6, paddingBottom: 2, borderBottomWidth: 1, borderColor: INK },
  sub: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginTop: 8, marginBottom: 3 },
  row: { paddingVertical: 1.5 },
  label: { fontFamily: 'Helvetica-Bold' },
  heading: { fontFamily: 'Helvetica-Bold', marginTop: 2 },
  block: { marginBottom: 8, paddingLeft: 8, borderLeftWidth: 2, borderColor: RULE },
  item: { paddingVertical: 1, paddingLeft: 6 },
  muted: { color: MUTED },
  tableHead: { flexDirection: 'row', backgroundColor: '#e9ecef', fontFamily: 'Helvetica-Bold', paddingVertical: 3 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: RULE, paddingVertical: 3 },
  cell: { paddingHorizontal: 3 },
  typed: { fontFamily: 'Helvetica-Oblique', fontSize: 14 },
  drawing: { height: 36, maxWidth: 150, objectFit: 'contain' },
  footer: { position: 'absolute', bottom: 24, left: 42, right: 42, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: MUTED },
});

export async function drawPlanPdf(doc: PlanDocument): Promise<Buffer> {
  hyphenationOff();
  // renderToBuffer's types want a <Document> element; planDocumentElement returns exactly that.
  return renderToBuffer(planDocumentElement(doc) as Parameters<typeof renderToBuffer>[0]);
}

let hyphenation = false;
/** Words break at spaces, as in the app (react-pdf's English hyphenation would cut French words oddly). */
function hyphenationOff() {
  if (hyphenation) return;
  Font.registerHyphenationCallback((word) => [word]);
  hyphenation = true;
}

export function planDocumentElement(doc: PlanDocument): ReactElement {
  const t = (key: string, params?: Record<string, string | number>) => translate(doc.lang, `planPdf.${key}`, params);
  const day = (iso: string | null) => (iso ? formatDate(`${iso.slice(0, 10)}T12:00:00Z`, doc.lang) : '—');
  const text = (value: string) => (value.trim() ? value : t('notWritten'));
  const studentName = `${doc.student.first_name} ${doc.student.last_name}`;

  // A label and its value as one paragraph (a bold run, then the text): half the layout work of a two-column row.
  // French puts a (non-breaking) space before a colon.
  const colon = doc.lang === 'fr' ? '\u00a0: ' : ': ';
  const row = (label: string, value: string, key?: string | number) => h(Text, { style: styles.row, key: key ?? label }, h(Text, { style: styles.label }, label + colon), value);
  const fact = (label: string, value: string) =>
    h(View, { style: styles.fact, key: label }, h(Text, { style: styles.factLabel }, label), h(Text, { style: styles.factValue }, value));
  const section = (title: string) => h(Text, { style: styles.section, minPresenceAhead: 40 }, title);
  const none = (key = 'none') => h(Text, { style: styles.muted, key }, t('none'));
  const bullets = (prefix: string, items: string[]) => items.map((s, i) => h(Text, { style: styles.item, key: `${prefix}${i}` }, `•  ${s}`));

  const status = t(`status.${doc.status}`) + (doc.deactivated_at ? ` · ${t('deactivated', { date: day(doc.deactivated_at) })}` : '');
  const body: ReactNode[] = [];

  // Header and the plan's facts.
  body.push(
    h(
      View,
      { style: styles.header, key: 'header' },
      doc.logo ? h(Image, { style: styles.logo, src: { data: Buffer.from(doc.logo.data), format: doc.logo.format } }) : null,
      h(View, null, h(Text, { style: styles.title }, t('title')), h(Text, { style: styles.subtitle }, `${doc.school_name} · ${doc.district_name}`)),
    ),
    h(
      View,
      { style: styles.facts, key: 'facts' },
      fact(t('student'), studentName),
      fact(t('studentNumber'), doc.student.student_number),
      fact(t('grade'), doc.student.grade),
      fact(t('school'), doc.school_name),
      fact(t('schoolYear'), doc.school_year),
      fact(t('template'), doc.template.name),
      fact(t('status'), status),
      ...(doc.revision ? [fact(t('revisionLabel'), t('revision', { number: doc.revision.number, date: day(doc.revision.finalised_at) }))] : []),
    ),
  );
  if (doc.template.wording.trim()) body.push(h(Text, { style: styles.wording, key: 'wording' }, doc.template.wording));

  // Home part.
  body.push(section(t('information')));
  body.push(...(doc.information.length ? doc.information.map((f, i) => row(f.label, text(f.value), `info${i}`)) : [none('info-none')]));
  body.push(h(Text, { style: styles.sub, key: 'team-title', minPresenceAhead: 20 }, t('team')));
  body.push(...(doc.team.length ? doc.team.map((m, i) => row(m.role, `${m.name} (${t(m.inside ? 'team.inside' : 'team.outside')})`, `team${i}`)) : [none('team-none')]));
  body.push(h(Text, { style: styles.sub, key: 'reviews-title', minPresenceAhead: 20 }, t('reviewDates')));
  body.push(...(doc.review_dates.length ? doc.review_dates.map((r, i) => row(day(r.date), t(r.done ? 'review.done' : 'review.toCome'), `review${i}`)) : [none('reviews-none')]));

  if (doc.assessments) {
    body.push(section(t('assessments')));
    if (!doc.assessments.length) body.push(none('assessments-none'));
    doc.assessments.forEach((a, i) =>
      body.push(
        h(
          View,
          { style: styles.block, key: `assessment${i}` },
          h(Text, { style: styles.sub }, a.name),
          row(t('assessment.date'), day(a.date)),
          row(t('assessment.assessor'), [a.assessor, a.assessor_role].filter(Boolean).join(', ') || t('notWritten')),
          row(t('assessment.summary'), text(a.summary)),
          row(t('assessment.recommendations'), text(a.recommendations)),
        ),
      ),
    );
  }

  if (doc.goals) {
    body.push(section(t('goals')));
    if (!doc.goals.length) body.push(none('goals-none'));
    doc.goals.forEach((g, i) =>
      body.push(
        h(
          View,
          { style: styles.block, key: `goal${i}` },
          h(Text, { style: styles.sub, minPresenceAhead: 30 }, `${t('goal', { number: i + 1 })} · ${g.goal}`),
          row(t('goal.focusArea'), g.focus_area ?? '—'),
          row(t('goal.criteria'), text(g.criteria)),
          row(t('goal.responsible'), text(g.responsible)),
          row(t('goal.targetDate'), day(g.target_date)),
          row(t('goal.supports'), g.supports.length ? g.supports.join(', ') : t('none')),
          h(Text, { style: styles.heading, key: 'subs' }, t('goal.subGoals')),
          ...(g.sub_goals.length
            ? bullets(
                'sub',
                g.sub_goals.map((s) => [s.text, s.target_date ? day(s.target_date) : '', s.done ? t('goal.subGoalDone') : ''].filter(Boolean).join(' · ')),
              )
            : [none('none-items')]),
          h(Text, { style: styles.heading, key: 'revs' }, t('goal.reviews')),
          ...(g.reviews.length
            ? bullets(
                'rev',
                g.reviews.map((r) => [day(r.date), t(`rating.${r.rating}`), r.comment].filter(Boolean).join(' · ')),
              )
            : [none('none-items')]),
        ),
      ),
    );
  }

  if (doc.transitions) {
    body.push(section(t('transitions')));
    if (!doc.transitions.length) body.push(none('transitions-none'));
    doc.transitions.forEach((tr, i) =>
      body.push(
        h(
          View,
          { style: styles.block, key: `transition${i}` },
          h(Text, { style: styles.sub }, t(`transition.${tr.kind}`)),
          ...(tr.description.trim() ? [h(Text, { style: { marginBottom: 3 }, key: 'd' }, tr.description)] : []),
          h(Text, { style: styles.heading, key: 'steps' }, t('transition.steps')),
          ...(tr.steps.length
            ? bullets(
                'step',
                tr.steps.map((s) => [s.text, s.who, s.date ? day(s.date) : ''].filter(Boolean).join(' · ')),
              )
            : [none('none-items')]),
        ),
      ),
    );
  }

  if (doc.revision || doc.signatures.length) {
    body.push(section(t('signatures')));
    if (doc.revision) body.push(h(Text, { style: { marginBottom: 4 }, key: 'revision' }, t('revision', { number: doc.revision.number, date: day(doc.revision.finalised_at) })));
    const widths = ['28%', '22%', '18%', '32%'];
    body.push(
      h(
        View,
        { style: styles.tableHead, key: 'sig-head', wrap: false },
        [t('signature.name'), t('signature.role'), t('signature.signedOn'), t('signature.signature')].map((label, c) =>
          h(Text, { key: c, style: [styles.cell, { width: widths[c] }] }, label),
        ),
      ),
    );
    if (!doc.signatures.length) body.push(none('sig-none'));
    doc.signatures.forEach((s, i) =>
      body.push(
        h(
          View,
          { style: [styles.tableRow, { alignItems: 'center' }], key: `sig${i}`, wrap: false },
          h(Text, { style: [styles.cell, { width: widths[0] }] }, s.name),
          h(Text, { style: [styles.cell, { width: widths[1] }] }, s.role),
          h(Text, { style: [styles.cell, { width: widths[2] }] }, day(s.signed_on)),
          h(
            View,
            { style: [styles.cell, { width: widths[3] }] },
            s.method === 'drawn' && s.drawing ? h(Image, { style: styles.drawing, src: s.drawing }) : h(Text, { style: styles.typed }, s.typed_name ?? s.name),
          ),
        ),
      ),
    );
  }

  const footer = h(
    View,
    { style: styles.footer, fixed: true, key: 'footer' },
    h(Text, null, `${studentName} · ${doc.school_year} · ${t('generated', { date: day(doc.generated_at) })}`),
    h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => t('page', { page: pageNumber, pages: totalPages }) }),
  );

  return h(
    Document,
    { title: `${t('title')} – ${studentName} – ${doc.school_year}`, language: doc.lang === 'fr' ? 'fr-CA' : 'en-CA', creator: 'Student Support', producer: 'Student Support' },
    h(Page, { size: 'LETTER', style: styles.page }, ...body, footer),
  );
}
