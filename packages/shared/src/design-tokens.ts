/**
 * The product's design tokens: the web's Tailwind theme (apps/web/src/styles.css, checked against this file by
 * design-tokens.test.ts there) and the server-rendered payment pages' stylesheet both take them from here.
 */
export const designColors = {
  ink: "#0b1f3a",
  "ink-soft": "#16305a",
  gold: "#b8892b",
  "gold-light": "#e0b85c",
  primary: "#1d4ed8",
  "primary-dark": "#1e40af",
  body: "#1e293b",
  muted: "#475569",
  surface: "#f5f7fa",
  line: "#e2e8f0",
} as const;

export const designFonts = {
  sans: '"Inter Variable", ui-sans-serif, system-ui, sans-serif',
  serif: '"Source Serif 4 Variable", ui-serif, Georgia, serif',
} as const;

/** Widths in px; `md` is the tablet breakpoint, below which the dashboard's tables become cards. */
export const designBreakpoints = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1200,
  xxl: 1400,
} as const;

export const designShadows = {
  card: "0 1px 2px rgb(11 31 58 / 0.06), 0 8px 24px rgb(11 31 58 / 0.08)",
} as const;

export const designRadii = {
  card: "12px",
} as const;

/** Every token as the CSS custom property Tailwind names it after: `--color-ink`, `--font-sans`, `--breakpoint-md`... */
export function designTokenProperties(): [string, string][] {
  return [
    ...Object.entries(designFonts).map(([name, value]): [string, string] => [`--font-${name}`, value]),
    ...Object.entries(designColors).map(([name, value]): [string, string] => [`--color-${name}`, value]),
    ...Object.entries(designBreakpoints).map(([name, px]): [string, string] => [`--breakpoint-${name}`, `${px}px`]),
    ...Object.entries(designShadows).map(([name, value]): [string, string] => [`--shadow-${name}`, value]),
    ...Object.entries(designRadii).map(([name, value]): [string, string] => [`--radius-${name}`, value]),
  ];
}
