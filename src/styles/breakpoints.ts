/**
 * The breakpoints of the site (docs/architecture.md §11) for scripts (islands, stores, tests) and `sizes`
 * attributes. CSS reads the same numbers as custom media queries from ./breakpoints.css;
 * tests/unit/styles/breakpoints.test.ts keeps the two equal.
 */
export const breakpoints = {
  /** Layout breakpoint "tablet 640-1023" (below it: "mobile 0-639"). */
  tablet: 640,
  /** Framework breakpoint "md 768": where content goes two columns. */
  medium: 768,
  /** Layout breakpoint "desktop 1024-1440". */
  desktop: 1024,
  /** The desktop top bar with the main menu from here on (docs/navigation.md §3); the mobile menu below. */
  desktopNav: 1074,
  /** The wide layout (docs/architecture.md §11). */
  wide: 1540,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: …px)` from a breakpoint on, as `sizes`, `client:media` and `matchMedia` want it. */
export function fromBreakpoint(name: Breakpoint): string {
  return `(min-width: ${breakpoints[name]}px)`;
}

/** The media query of the desktop navigation, as `client:media` and `matchMedia` want it. */
export const desktopNavQuery = fromBreakpoint('desktopNav');
