/**
 * Studio renders of (fictional) process equipment: a cabinet in light grey with a
 * brand-coloured stripe, viewing window with a glowing wafer, operator screen,
 * signal tower and, for automated tools, load ports. Pure functions of the options.
 */
import { linear, mix, palette, r1, radial, random, svgDocument } from './common.ts';

export type MachineKind = 'cluster' | 'cabinet' | 'tabletop' | 'printer' | 'scanner';

export interface MachineOptions {
  width: number;
  height: number;
  seed: string;
  kind: MachineKind;
  accent: string;
  /** Front load ports (automated 200/300 mm tools). */
  loadPorts?: number;
  /** Process modules shown side by side. */
  modules?: number;
}

function box(x: number, y: number, w: number, h: number, depth: number, front: string, side: string, top: string): string {
  const d = depth;
  return (
    `<polygon points="${r1(x + w)},${r1(y)} ${r1(x + w + d)},${r1(y - d * 0.55)} ${r1(x + w + d)},${r1(y + h - d * 0.55)} ${r1(x + w)},${r1(y + h)}" fill="${side}"/>` +
    `<polygon points="${r1(x)},${r1(y)} ${r1(x + d)},${r1(y - d * 0.55)} ${r1(x + w + d)},${r1(y - d * 0.55)} ${r1(x + w)},${r1(y)}" fill="${top}"/>` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${front}"/>`
  );
}

function signalTower(x: number, y: number, s: number): string {
  return (
    `<rect x="${r1(x - s * 0.08)}" y="${r1(y)}" width="${r1(s * 0.16)}" height="${r1(s * 0.9)}" fill="${palette.steel}"/>` +
    [palette.red, palette.amber, '#3fbf6f']
      .map((c, i) => `<rect x="${r1(x - s * 0.2)}" y="${r1(y - s * (0.9 - i * 0.3))}" width="${r1(s * 0.4)}" height="${r1(s * 0.28)}" rx="${r1(s * 0.05)}" fill="${c}" fill-opacity="${i === 2 ? 1 : 0.55}"/>`)
      .join('')
  );
}

function screen(x: number, y: number, w: number, accent: string): string {
  const h = w * 0.68;
  return (
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.05)}" fill="${palette.graphite}"/>` +
    `<rect x="${r1(x + w * 0.06)}" y="${r1(y + h * 0.08)}" width="${r1(w * 0.88)}" height="${r1(h * 0.8)}" fill="url(#ui)"/>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.2)}" width="${r1(w * 0.4)}" height="${r1(h * 0.08)}" fill="${accent}"/>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.38)}" width="${r1(w * 0.6)}" height="${r1(h * 0.05)}" fill="${palette.white}" fill-opacity="0.6"/>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.5)}" width="${r1(w * 0.5)}" height="${r1(h * 0.05)}" fill="${palette.white}" fill-opacity="0.4"/>`
  );
}

function viewport(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(Math.min(w, h) * 0.08)}" fill="url(#glass)" stroke="${palette.steel}" stroke-width="3"/>` +
    `<ellipse cx="${r1(x + w / 2)}" cy="${r1(y + h * 0.7)}" rx="${r1(w * 0.32)}" ry="${r1(h * 0.1)}" fill="url(#wafer)"/>`
  );
}

/** A product render on a soft studio background. */
export function machineRender(options: MachineOptions): string {
  const { width, height, seed, kind, accent } = options;
  const rnd = random(seed);
  const floor = height * 0.84;
  const body = mix(palette.mist, palette.white, 0.4);
  const side = mix(palette.steel, palette.mist, 0.35);
  const top = palette.white;
  const parts: string[] = [];
  const scale = Math.min(width / 1200, height / 900);
  const depth = 70 * scale;

  const modules = Math.max(1, options.modules ?? 1);
  let w: number;
  let h: number;
  switch (kind) {
    case 'cluster':
      w = width * 0.62;
      h = height * 0.5;
      break;
    case 'scanner':
      w = width * 0.5;
      h = height * 0.62;
      break;
    case 'tabletop':
      w = width * 0.42;
      h = height * 0.3;
      break;
    case 'printer':
      w = width * 0.56;
      h = height * 0.36;
      break;
    default:
      w = width * 0.4;
      h = height * 0.55;
  }
  const x = (width - w - depth) / 2 + (rnd() - 0.5) * width * 0.04;
  const y = floor - h;

  if (kind === 'tabletop') {
    // Bench with the tool on top.
    parts.push(box(x - w * 0.1, floor - height * 0.08, w * 1.2, height * 0.08, depth, palette.graphite, '#1c232b', '#3a4552'));
    const ty = floor - height * 0.08 - h;
    parts.push(box(x, ty, w, h, depth * 0.8, body, side, top));
    parts.push(viewport(x + w * 0.08, ty + h * 0.2, w * 0.45, h * 0.6));
    parts.push(screen(x + w * 0.62, ty + h * 0.22, w * 0.3, accent));
    parts.push(`<rect x="${r1(x)}" y="${r1(ty + h * 0.06)}" width="${r1(w)}" height="${r1(h * 0.05)}" fill="${accent}"/>`);
  } else {
    parts.push(box(x, y, w, h, depth, body, side, top));
    parts.push(`<rect x="${r1(x)}" y="${r1(y + h * 0.08)}" width="${r1(w)}" height="${r1(h * 0.025)}" fill="${accent}"/>`);
    parts.push(`<rect x="${r1(x)}" y="${r1(floor - h * 0.08)}" width="${r1(w)}" height="${r1(h * 0.08)}" fill="${palette.graphite}"/>`);
    const mw = (w * 0.78) / modules;
    for (let i = 0; i < modules; i++) {
      const mx = x + w * 0.06 + i * (mw + (w * 0.12) / Math.max(1, modules));
      if (kind === 'printer') {
        parts.push(`<rect x="${r1(mx)}" y="${r1(y + h * 0.22)}" width="${r1(mw * 0.95)}" height="${r1(h * 0.45)}" rx="8" fill="url(#glass)" stroke="${palette.steel}" stroke-width="3"/>`);
        parts.push(`<rect x="${r1(mx + mw * 0.1)}" y="${r1(y + h * 0.3)}" width="${r1(mw * 0.75)}" height="${r1(h * 0.06)}" fill="${palette.graphite}"/>`);
        parts.push(`<rect x="${r1(mx + mw * 0.35)}" y="${r1(y + h * 0.36)}" width="${r1(mw * 0.12)}" height="${r1(h * 0.1)}" fill="${accent}"/>`);
      } else {
        parts.push(viewport(mx, y + h * 0.2, mw * 0.9, h * 0.38));
      }
      parts.push(`<line x1="${r1(mx + mw * 0.05)}" x2="${r1(mx + mw * 0.85)}" y1="${r1(y + h * 0.7)}" y2="${r1(y + h * 0.7)}" stroke="${palette.steel}" stroke-width="2"/>`);
    }
    const ports = options.loadPorts ?? 0;
    for (let i = 0; i < ports; i++) {
      const pw = w * 0.16;
      const px = x + w * 0.08 + i * pw * 1.25;
      parts.push(box(px, floor - h * 0.32, pw, h * 0.24, depth * 0.5, palette.white, palette.steel, palette.mist));
      parts.push(`<rect x="${r1(px + pw * 0.1)}" y="${r1(floor - h * 0.42)}" width="${r1(pw * 0.8)}" height="${r1(h * 0.1)}" rx="6" fill="${palette.graphite}" fill-opacity="0.85"/>`);
    }
    parts.push(screen(x + w + depth * 0.2, y + h * 0.1, Math.max(90 * scale, w * 0.18), accent));
    parts.push(signalTower(x + w * 0.9, y - depth * 0.55, 110 * scale));
  }

  const defs =
    radial('studio', [[0, palette.white], [1, mix(palette.ice, palette.steel, 0.25)]], 0.5, 0.35, 0.8) +
    radial('shadow', [[0, palette.navy, 0.35], [1, palette.navy, 0]]) +
    linear('glass', [[0, palette.ice, 0.95], [1, palette.sky, 0.55]], 1, 1) +
    linear('wafer', [[0, palette.sky], [0.5, palette.turquoise], [1, '#8e7cff']], 1, 0) +
    linear('ui', [[0, palette.deep], [1, palette.blue]], 1, 1);
  const svgBody =
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>` +
    `<rect y="${r1(floor)}" width="${width}" height="${r1(height - floor)}" fill="${palette.ice}" fill-opacity="0.6"/>` +
    `<ellipse cx="${r1(x + w / 2 + depth / 2)}" cy="${r1(floor + 6)}" rx="${r1(w * 0.62)}" ry="${r1(height * 0.035)}" fill="url(#shadow)"/>` +
    parts.join('');
  return svgDocument(width, height, defs, svgBody);
}
