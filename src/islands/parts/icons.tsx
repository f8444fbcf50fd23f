/** Inline SVG icons of the navigation islands: decorative (aria-hidden), sized by CSS (1em). */
const common = {
  'aria-hidden': true,
  focusable: false,
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ChevronDown = () => (
  <svg {...common}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ChevronRight = () => (
  <svg {...common}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);

export const ArrowLeft = () => (
  <svg {...common}>
    <path d="M19 12H5m6-6-6 6 6 6" />
  </svg>
);

export const Close = () => (
  <svg {...common}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const Burger = () => (
  <svg {...common}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const Globe = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
