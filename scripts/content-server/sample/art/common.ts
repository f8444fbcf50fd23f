/**
 * Shared pieces of the generated artwork: brand palette, a seeded random source and
 * small SVG helpers. Everything is deterministic: the same seed draws the same picture.
 */

export const palette = {
  navy: '#0b2545',
  deep: '#13315c',
  blue: '#1d4e89',
  sky: '#7cc3e8',
  ice: '#dcecf7',
  turquoise: '#17a5a0',
  orange: '#f28c28',
  red: '#c7253e',
  white: '#ffffff',
  mist: '#eef3f8',
  steel: '#9aa9b8',
  graphite: '#2b3440',
  amber: '#f6c453',
} as const;

/** 32-bit FNV-1a hash of a string (seed for the random source). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seeded random numbers in [0, 1) (mulberry32). */
export function random(seed: string): () => number {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to 1 decimal so the SVG text stays short and stable. */
export function r1(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export function linear(id: string, stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, rr = 0.5): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${s}</radialGradient>`;
}


/** Interpolates two #rrggbb colours. */
export function mix(a: string, b: string, f: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => Math.round(v + (pb[i] - v) * f).toString(16).padStart(2, '0')).join('');
}
