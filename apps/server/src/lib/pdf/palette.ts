/**
 * The charts' series colours: the Okabe–Ito palette (told apart with the common colour-vision deficiencies, and
 * the web page's, apps/web/src/modules/reports/palette.ts), in series order.
 */
export const SERIES_COLORS = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#999999'] as const;
