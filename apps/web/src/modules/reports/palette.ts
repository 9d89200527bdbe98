/**
 * The reports' series colours: the Okabe–Ito palette, told apart by people with the common colour-vision
 * deficiencies. Colour is never the only cue: every chart has a legend in words and its table.
 * Black, the palette's eighth colour, is a neutral grey here so it reads on the dark scheme too.
 */
export const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#999999'] as const;

const [orange, sky, green, yellow, blue, vermillion, purple, grey] = OKABE_ITO;

/** Tiers by rank: tier 1 green, tier 2 orange, tier 3 vermillion, then blue, purple…; "no tier" grey. */
const TIER_COLORS = [green, orange, vermillion, blue, purple, sky, yellow];
export const tierColor = (rank: number | null) => (rank === null ? grey : TIER_COLORS[rank % TIER_COLORS.length]!);

/** Support outcomes: reached and on track in greens and blues, not on track vermillion, no data orange, not monitored grey. */
export const OUTCOME_COLORS = { goal_reached: green, on_track: sky, not_on_track: vermillion, no_recent_data: orange, not_monitored: grey } as const;

/** Actions: created blue, completed green, abandoned grey, overdue vermillion. */
export const ACTION_COLORS = { created: blue, completed: green, abandoned: grey, overdue: vermillion } as const;

/** Support plans: active blue, final green, review overdue vermillion, signatures missing orange. */
export const PLAN_COLORS = { active: blue, final: green, review_overdue: vermillion, signatures_missing: orange } as const;

/** The n-th series of a list with no meaning of its own (types, focus areas, a measure's options). */
const SERIES = [blue, orange, green, vermillion, purple, sky, yellow, grey];
export const seriesColor = (index: number) => SERIES[index % SERIES.length]!;

/** Tier 2–3 with no support: supported students blue, unsupported vermillion. */
export const UNSUPPORTED_COLORS = { supported: blue, unsupported: vermillion } as const;

/** The single series of a chart (meetings held, a measure's mean). */
export const SINGLE_COLOR = blue;
