/**
 * A support plan as the PDF shows it: a plain view model, built from the database in one place
 * (build-document.ts) and drawn by a pure renderer (render-plan.ts), so the PDF can be drawn in a
 * worker thread from data alone. Every word that comes from the district's lists is already in the
 * plan's language; the renderer's own words come from the catalogues by `lang`.
 *
 * `revision` and `signatures`: a final plan's latest revision and its signatures (null and [] otherwise);
 * the renderer draws them when present.
 */
import type { GoalRating, Language, SupportPlanStatus, TransitionKind } from '@ss/domain';

export interface PlanSignatureView {
  name: string;
  role: string;
  /** YYYY-MM-DD */
  signed_on: string;
  /** `typed` or `drawn`: signed in the app; `paper`: given on paper and recorded by a coordinator; `guardian`: through a link (recorded_by: its sender). */
  method: 'typed' | 'drawn' | 'paper' | 'guardian';
  /** When it was recorded, as the reader reads it (`2026-11-28 14:05 UTC`). */
  signed_at?: string;
  /** Signed in as themselves (typed or drawn since issue 20); false: on paper, or recorded for someone before then. */
  by_signer: boolean;
  /** Who recorded it (the PDF says "recorded by …" when not the signer); null when that account is gone. */
  recorded_by: string | null;
  /** The name as typed (method `typed`): drawn in an italic face. */
  typed_name: string | null;
  /** A PNG data URL (method `drawn`): drawn as an image. */
  drawing: string | null;
}

export interface PlanDocument {
  lang: Language;
  /** ISO timestamp of the drawing (the footer's generation date). */
  generated_at: string;
  /** The school's logo, PNG or JPEG (react-pdf draws no other type); null when none. */
  logo: { data: Uint8Array; format: 'png' | 'jpg' } | null;
  district_name: string;
  school_name: string;
  student: { first_name: string; last_name: string; grade: string; student_number: string };
  template: { name: string; wording: string };
  school_year: string;
  status: SupportPlanStatus;
  /** YYYY-MM-DD, or null while active. */
  deactivated_at: string | null;
  /** Why it was deactivated (null while active, or deactivated before the reason was asked). */
  deactivation_reason: string | null;
  /** The template's information fields in order, with their labels. */
  information: { label: string; value: string }[];
  team: { name: string; role: string; inside: boolean }[];
  review_dates: { date: string; done: boolean }[];
  /** null: the plan's template has no such part. */
  assessments: { name: string; date: string | null; assessor: string; assessor_role: string; summary: string; recommendations: string }[] | null;
  goals:
    | {
        focus_area: string | null;
        goal: string;
        criteria: string;
        sub_goals: { text: string; target_date: string | null; done: boolean }[];
        /** The names of the supports given that serve the goal. */
        supports: string[];
        responsible: string;
        target_date: string | null;
        reviews: { date: string; rating: GoalRating; comment: string }[];
      }[]
    | null;
  transitions: { kind: TransitionKind; description: string; steps: { text: string; who: string; date: string | null }[] }[] | null;
  revision: { number: number; finalised_at: string } | null;
  signatures: PlanSignatureView[];
}
