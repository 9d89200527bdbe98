/**
 * Draws a support plan (PlanDocument) as a PDF with @react-pdf/renderer: pure, from the model alone. Letter
 * portrait; a header with the school's logo, the title and the school; the student's identity and the plan's
 * facts; the template's wording; the home part; each part the plan's template has; the revision and its
 * signatures when there are; a footer on every page with the generation date and "Page N of M".
 *
 * Text is in embedded Noto Sans (lib/pdf/fonts.ts: every Latin script, Vietnamese, Greek, Cyrillic, Canadian
 * Aboriginal Syllabics), typed signatures in its italic; nothing is fetched. Elements are built with createElement, as the server
 * has no JSX set-up (lib/pdf/table-report.ts does the same).
 */
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { LOCALE, translate, type Language } from '@ss/domain';
import { drawWithFreshFonts, LINE_HEIGHT, PDF_TEXT } from '../../../lib/pdf/fonts.ts';
import type { PlanDocument } from './plan-document.ts';

const INK = '#1a1b1e';
const MUTED = '#495057';
const RULE = '#ced4da';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 54, paddingHorizontal: 42, ...PDF_TEXT, fontSize: 10, color: INK },
  // Line height on the body, not the page: inherited by the footer, it hides react-pdf's `render` text (page numbers).
  // In points: a View resolves a plain factor against its own font size (none: 18), not the inherited 10.
  body: { lineHeight: `${10 * LINE_HEIGHT}pt` },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 12 },
  logo: { maxHeight: 48, maxWidth: 120, marginRight: 14, objectFit: 'contain' },
  title: { fontWeight: 700, fontSize: 18, lineHeight: LINE_HEIGHT },
  subtitle: { fontSize: 10, color: MUTED },
  facts: { flexDirection: 'row', flexWrap: 'wrap', borderTopWidth: 1, borderBottomWidth: 1, borderColor: RULE, paddingVertical: 6, marginBottom: 10 },
  fact: { width: '50%', flexDirection: 'row', paddingVertical: 2 },
  factLabel: { width: 90, fontWeight: 700 },
  factValue: { flex: 1 },
  wording: { fontSize: 9.5, lineHeight: LINE_HEIGHT, color: MUTED, marginBottom: 10 },
  section: { fontWeight: 700, fontSize: 13, lineHeight: LINE_HEIGHT, marginTop: 12, marginBottom: 6, paddingBottom: 2, borderBottomWidth: 1, borderColor: INK },
  sub: { fontWeight: 700, fontSize: 11, lineHeight: LINE_HEIGHT, marginTop: 8, marginBottom: 3 },
  paragraph: {},
  label: { fontWeight: 700 },
  block: { marginBottom: 8, paddingLeft: 8, borderLeftWidth: 2, borderColor: RULE },
  muted: { color: MUTED },
  tableHead: { flexDirection: 'row', backgroundColor: '#e9ecef', fontWeight: 700, paddingVertical: 3 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: RULE, paddingVertical: 3 },
  cell: { paddingHorizontal: 3 },
  typed: { fontStyle: 'italic', fontSize: 14, lineHeight: LINE_HEIGHT },
  drawing: { height: 36, maxWidth: 150, objectFit: 'contain' },
  // Over the page's middle, behind nothing: a plan not final says so on every page (issue 20).
  draftMark: {
    position: 'absolute',
    top: 330,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 96,
    color: '#adb5bd',
    opacity: 0.35,
    transform: 'rotate(-30deg)',
  },
  recorded: { fontSize: 8, color: MUTED, marginTop: 2 },
  footer: { position: 'absolute', bottom: 24, left: 42, right: 42, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: MUTED },
});

export async function drawPlanPdf(doc: PlanDocument): Promise<Buffer> {
  // renderToBuffer's types want a <Document> element; planDocumentElement returns exactly that.
  return drawWithFreshFonts(() => renderToBuffer(planDocumentElement(doc) as Parameters<typeof renderToBuffer>[0]));
}

/** As formatDate (packages/domain), with the formatter made once a language: a plan formats dozens of dates. */
const formats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(lang: Language): Intl.DateTimeFormat {
  let f = formats.get(lang);
  if (!f) formats.set(lang, (f = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' })));
  return f;
}

export function planDocumentElement(doc: PlanDocument): ReactElement {
  const t = (key: string, params?: Record<string, string | number>) => translate(doc.lang, `planPdf.${key}`, params);
  const dates = dateFormat(doc.lang);
  const day = (iso: string | null) => (iso ? dates.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`)) : '—');
  const text = (value: string) => (value.trim() ? value : t('notWritten'));
  const studentName = `${doc.student.first_name} ${doc.student.last_name}`;

  // Each block (the information fields, a goal, an assessment…) is ONE paragraph of runs: bold labels, values and
  // line breaks. react-pdf lays out a Text node and its runs at once; a node per line (or a two-column row) made the
  // layout two to three times slower, which matters for a bulk export of hundreds of plans.
  // French puts a (non-breaking) space before a colon.
  const colon = doc.lang === 'fr' ? '\u00a0: ' : ': ';
  type Run = string | ReactElement;
  type Style = (typeof styles)[keyof typeof styles];
  const bold = (words: string) => h(Text, { style: styles.label }, words);
  const line = (label: string, value: string): Run[] => [bold(label + colon), value, '\n'];
  const heading = (words: string): Run[] => [bold(words), '\n'];
  const bulletLines = (items: string[], what: string): Run[] => (items.length ? items.flatMap((item) => [`  •  ${item}`, '\n']) : [`  ${t(`none.${what}`)}`, '\n']);
  /** A paragraph of runs, its last line break dropped. */
  const paragraph = (key: string, runs: Run[], style: Style = styles.paragraph) => h(Text, { style, key }, ...(runs.at(-1) === '\n' ? runs.slice(0, -1) : runs));
  const block = (key: string, title: string, runs: Run[]) =>
    h(View, { style: styles.block, key }, h(Text, { style: styles.sub, minPresenceAhead: 30 }, title), paragraph(`${key}-text`, runs));
  const fact = (label: string, value: string) =>
    h(View, { style: styles.fact, key: label }, h(Text, { style: styles.factLabel }, label), h(Text, { style: styles.factValue }, value));
  const section = (title: string) => h(Text, { style: styles.section, minPresenceAhead: 40 }, title);
  // French agrees "Aucun" / "Aucune" with what is missing: each empty place names its own noun's key.
  const none = (what: string, key = `${what}-none`) => h(Text, { style: styles.muted, key }, t(`none.${what}`));

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
      ...(doc.deactivated_at && doc.deactivation_reason ? [fact(t('deactivationReason'), doc.deactivation_reason)] : []),
      ...(doc.revision ? [fact(t('revisionLabel'), t('revision', { number: doc.revision.number, date: day(doc.revision.finalised_at) }))] : []),
    ),
  );
  if (doc.template.wording.trim()) body.push(h(Text, { style: styles.wording, key: 'wording' }, doc.template.wording));

  // Home part.
  body.push(section(t('information')));
  body.push(
    doc.information.length
      ? paragraph(
          'info',
          doc.information.flatMap((f) => line(f.label, text(f.value))),
        )
      : none('information'),
  );
  body.push(h(Text, { style: styles.sub, key: 'team-title', minPresenceAhead: 20 }, t('team')));
  body.push(
    doc.team.length
      ? paragraph(
          'team',
          doc.team.flatMap((m) => line(m.role, `${m.name} (${t(m.inside ? 'team.inside' : 'team.outside')})`)),
        )
      : none('team'),
  );
  body.push(h(Text, { style: styles.sub, key: 'reviews-title', minPresenceAhead: 20 }, t('reviewDates')));
  body.push(
    doc.review_dates.length
      ? paragraph(
          'reviews',
          doc.review_dates.flatMap((r) => line(day(r.date), t(r.done ? 'review.done' : doc.deactivated_at ? 'review.notHeld' : 'review.toCome'))),
        )
      : none('reviewDates'),
  );

  if (doc.assessments) {
    body.push(section(t('assessments')));
    if (!doc.assessments.length) body.push(none('assessments'));
    doc.assessments.forEach((a, i) =>
      body.push(
        block(`assessment${i}`, a.name, [
          ...line(t('assessment.date'), day(a.date)),
          ...line(t('assessment.assessor'), [a.assessor, a.assessor_role].filter(Boolean).join(', ') || t('notWritten')),
          ...line(t('assessment.summary'), text(a.summary)),
          ...line(t('assessment.recommendations'), text(a.recommendations)),
        ]),
      ),
    );
  }

  if (doc.goals) {
    body.push(section(t('goals')));
    if (!doc.goals.length) body.push(none('goals'));
    doc.goals.forEach((g, i) =>
      body.push(
        block(`goal${i}`, `${t('goal', { number: i + 1 })} · ${g.goal}`, [
          ...line(t('goal.focusArea'), g.focus_area ?? '—'),
          ...line(t('goal.criteria'), text(g.criteria)),
          ...line(t('goal.responsible'), text(g.responsible)),
          ...line(t('goal.targetDate'), day(g.target_date)),
          ...line(t('goal.supports'), g.supports.length ? g.supports.join(', ') : t('none.supports')),
          ...heading(t('goal.subGoals')),
          ...bulletLines(
            g.sub_goals.map((s) => [s.text, s.target_date ? day(s.target_date) : '', s.done ? t('goal.subGoalDone') : ''].filter(Boolean).join(' · ')),
            'subGoals',
          ),
          ...heading(t('goal.reviews')),
          ...bulletLines(
            g.reviews.map((r) => [day(r.date), t(`rating.${r.rating}`), r.comment].filter(Boolean).join(' · ')),
            'reviews',
          ),
        ]),
      ),
    );
  }

  if (doc.transitions) {
    body.push(section(t('transitions')));
    if (!doc.transitions.length) body.push(none('transitions'));
    doc.transitions.forEach((tr, i) =>
      body.push(
        block(`transition${i}`, t(`transition.${tr.kind}`), [
          ...(tr.description.trim() ? [tr.description, '\n'] : []),
          ...heading(t('transition.steps')),
          ...bulletLines(
            tr.steps.map((s) => [s.text, s.who, s.date ? day(s.date) : ''].filter(Boolean).join(' · ')),
            'steps',
          ),
        ]),
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
    if (!doc.signatures.length) body.push(none('signatures'));
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
            s.method === 'paper'
              ? h(Text, null, t('signature.onPaper'))
              : s.method === 'drawn' && s.drawing
                ? h(Image, { style: styles.drawing, src: s.drawing })
                : h(Text, { style: styles.typed }, s.typed_name ?? s.name),
            // Who put it in the plan, unless the signer did, signed in.
            s.method === 'guardian'
              ? h(Text, { style: styles.recorded }, t('signature.byGuardian', { name: s.recorded_by ?? t('signature.someone'), time: s.signed_at ?? s.signed_on }))
              : s.by_signer
                ? null
                : h(Text, { style: styles.recorded }, t('signature.recordedBy', { name: s.recorded_by ?? t('signature.someone') })),
          ),
        ),
      ),
    );
  }

  // A plan not final (a draft, or in review) is not the signed text: every page says DRAFT.
  const draftMark = doc.status === 'final' ? null : h(Text, { style: [styles.title, styles.draftMark], fixed: true, key: 'draft-mark' }, t('draftMark'));
  const footer = h(
    View,
    { style: styles.footer, fixed: true, key: 'footer' },
    h(Text, null, `${studentName} · ${doc.school_year} · ${t('generated', { date: day(doc.generated_at) })}`),
    h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => t('page', { page: pageNumber, pages: totalPages }) }),
  );

  return h(
    Document,
    { title: `${t('title')} – ${studentName} – ${doc.school_year}`, language: doc.lang === 'fr' ? 'fr-CA' : 'en-CA', creator: 'Student Support', producer: 'Student Support' },
    h(Page, { size: 'LETTER', style: styles.page }, draftMark, h(View, { style: styles.body }, ...body), footer),
  );
}
