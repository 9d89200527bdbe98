/**
 * The support plan PDF renderer (issue 12, section 5), fed plan documents directly: the revision and signatures,
 * each empty section's "none" in French, and the DRAFT mark on every page of a plan that is not final.
 */
import { describe, expect, it } from 'vitest';
import { drawPlanPdf } from '../src/services/support-plans/pdf/render-plan.ts';
import type { PlanDocument } from '../src/services/support-plans/pdf/plan-document.ts';
import { YEAR, PNG, pdfPages } from './support-plans-export-fixtures.ts';

/** A plan document with nothing in it but what a test sets. */
const planDoc = (over: Partial<PlanDocument> & Pick<PlanDocument, 'student'>): PlanDocument => ({
  lang: 'en',
  generated_at: new Date().toISOString(),
  logo: null,
  district_name: 'District',
  school_name: 'School',
  template: { name: 'Plan', wording: '' },
  school_year: YEAR,
  status: 'final',
  deactivated_at: null,
  deactivation_reason: null,
  information: [],
  team: [],
  review_dates: [],
  assessments: null,
  goals: null,
  transitions: null,
  revision: null,
  signatures: [],
  ...over,
});

describe('the renderer: revision and signatures', () => {
  it('draws the revision and each signature, a typed name in italics and a drawing as an image', async () => {
    const doc = planDoc({
      student: { first_name: 'Ada', last_name: 'Signer', grade: '5', student_number: 'S-1' },
      revision: { number: 2, finalised_at: '2026-11-20T10:00:00Z' },
      signatures: [
        { name: 'Rosa Signer', role: 'Parent', signed_on: '2026-11-21', method: 'typed', by_signer: true, recorded_by: 'Rosa Signer', typed_name: 'Rosa M. Signer', drawing: null },
        {
          name: 'Marcus Bell',
          role: 'Coordinator',
          signed_on: '2026-11-22',
          method: 'drawn',
          by_signer: true,
          recorded_by: 'Marcus Bell',
          typed_name: null,
          drawing: `data:image/png;base64,${PNG.toString('base64')}`,
        },
        { name: 'Jordan Rivera', role: 'Parent', signed_on: '2026-11-23', method: 'paper', by_signer: false, recorded_by: 'Marcus Bell', typed_name: null, drawing: null },
      ],
    });
    const pdf = await drawPlanPdf(doc);
    const text = (await pdfPages(new Uint8Array(pdf))).join('\n');
    for (const words of ['Final', 'Revision 2, finalised on Nov 20, 2026', 'Signatures', 'Rosa Signer', 'Parent', 'Rosa M. Signer', 'Marcus Bell', 'Nov 22, 2026', 'On paper'])
      expect(text, words).toContain(words);
    // Only the paper one says who recorded it (the others were signed by the signer, signed in).
    expect(text.match(/Recorded by Marcus Bell/g)).toHaveLength(1);
    expect(text).not.toContain('Recorded by Rosa');
    expect(/\/BaseFont \/[A-Z]{6}\+NotoSans-Italic/.test(pdf.toString('latin1'))).toBe(true); // the typed signature's italic
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    // Without them, neither is drawn.
    const plain = await drawPlanPdf({ ...doc, revision: null, signatures: [] });
    expect((await pdfPages(new Uint8Array(plain))).join('\n')).not.toContain('Signatures');
  });

  it('says "none" in French as each empty section’s noun wants it (Aucune évaluation, Aucun objectif…)', async () => {
    const doc = planDoc({
      lang: 'fr',
      district_name: 'Conseil',
      school_name: 'École',
      student: { first_name: 'Léa', last_name: 'Vide', grade: '5', student_number: 'S-2' },
      assessments: [],
      goals: [],
      transitions: [],
      revision: { number: 1, finalised_at: '2026-11-20T10:00:00Z' },
    });
    const text = (await pdfPages(new Uint8Array(await drawPlanPdf(doc)))).join('\n');
    for (const words of ['Aucun renseignement', 'Aucun membre', 'Aucune date de révision', 'Aucune évaluation', 'Aucun objectif', 'Aucune transition', 'Aucune signature'])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Aucun\s*$/m);
    expect(text).not.toContain('ÉBAUCHE');
  });

  it('marks every page of a plan that is not final DRAFT (ÉBAUCHE in French), a long one too', async () => {
    const goal = (i: number) => ({
      focus_area: null,
      goal: `Goal text ${i}`,
      criteria: 'Criteria '.repeat(40),
      sub_goals: [],
      supports: [],
      responsible: '',
      target_date: null,
      reviews: [],
    });
    const doc = planDoc({
      student: { first_name: 'Long', last_name: 'Draft', grade: '5', student_number: 'S-3' },
      status: 'in_review',
      goals: Array.from({ length: 16 }, (_, i) => goal(i)),
    });
    for (const [lang, mark] of [
      ['en', 'DRAFT'],
      ['fr', 'ÉBAUCHE'],
    ] as const) {
      const pages = await pdfPages(new Uint8Array(await drawPlanPdf({ ...doc, lang })));
      expect(pages.length).toBeGreaterThan(1);
      pages.forEach((p, i) => expect(p, `${lang} page ${i + 1}`).toContain(mark));
    }
  });
});
