/**
 * The theme colour follows the top-level section (spec section 1): auth blue,
 * admin green, district orange, school blue. Mantine's stock shades 6 fail WCAG AA
 * with white text, so shades 7–9 of the colours we use are replaced by darker
 * ones (white text ≥ 5.6:1 on shade 7) and shade 7 is the primary shade.
 */
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

function darkerTail(name: keyof typeof DEFAULT_THEME.colors, seven: string, eight: string, nine: string): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name] ?? DEFAULT_THEME.colors.gray;
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], seven, eight, nine];
}

const colors = {
  blue: darkerTail('blue', '#1769b4', '#145a9b', '#114e86'),
  green: darkerTail('green', '#237532', '#1e652c', '#1a5826'),
  orange: darkerTail('orange', '#b04409', '#993b08', '#843307'),
  red: darkerTail('red', '#c32b2b', '#a82525', '#922020'),
  yellow: darkerTail('yellow', '#975800', '#824c00', '#6e4000'),
  teal: darkerTail('teal', '#077654', '#066548', '#05563d'),
};

export type Section = 'auth' | 'admin' | 'district' | 'school';

export const SECTION_COLOR: Record<Section, 'blue' | 'green' | 'orange'> = {
  auth: 'blue',
  admin: 'green',
  district: 'orange',
  school: 'blue',
};

export function sectionOf(pathname: string): Section {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'admin' || first === 'district' || first === 'school') return first;
  return 'auth';
}

function themeFor(section: Section): MantineThemeOverride {
  return createTheme({
    primaryColor: SECTION_COLOR[section],
    primaryShade: 7,
    colors,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // People who ask their system for less motion get dialogs, menus and notifications without their slides and
    // fades (WCAG 2.3.3). The browser tests ask for it too: a page at rest sooner, with less drawing per test.
    respectReducedMotion: true,
  });
}

export const THEMES: Record<Section, MantineThemeOverride> = {
  auth: themeFor('auth'),
  admin: themeFor('admin'),
  district: themeFor('district'),
  school: themeFor('school'),
};

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white and its error text (red 6) 3.3:1:
 * gray 7 reads at 8:1 and our red 7 at 5.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7], '--mantine-color-error': theme.colors.red[7] },
  dark: {},
});
