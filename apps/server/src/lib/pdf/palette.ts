/**
 * The charts' series colours: the Okabe–Ito palette (told apart with the common colour-vision deficiencies, and
 * the web page's, apps/web/src/modules/reports/palette.ts), in series order.
 */
export const SERIES_COLORS = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#999999'] as const;

const [orange, sky, green, yellow, blue, vermillion, purple, grey] = SERIES_COLORS;

/*
 * Each chart's colours as the web page gives them (apps/web/src/modules/reports/palette.ts), so a printed chart and
 * the page's read alike: the server cannot import the web app, so the few assignments are repeated here.
 */
/** Support outcomes: reached and on track green and sky, not on track vermillion, no data orange, not monitored grey. */
export const OUTCOME_COLORS = { goal_reached: green, on_track: sky, not_on_track: vermillion, no_recent_data: orange, not_monitored: grey } as const;
/** Actions: created blue, completed green, abandoned grey, overdue vermillion. */
export const ACTION_COLORS = { created: blue, completed: green, abandoned: grey, overdue: vermillion } as const;
/** Support plans: active blue, final green, review overdue vermillion, signatures missing orange. */
export const PLAN_COLORS = { active: blue, final: green, review_overdue: vermillion, signatures_missing: orange } as const;
/** Tier 2–3 with no support: supported blue, unsupported vermillion. */
export const UNSUPPORTED_COLORS = { supported: blue, unsupported: vermillion } as const;
/** The n-th series of a list with no meaning of its own (types, focus areas, a measure's options). */
const SERIES = [blue, orange, green, vermillion, purple, sky, yellow, grey];
export const seriesColor = (index: number) => SERIES[index % SERIES.length]!;
