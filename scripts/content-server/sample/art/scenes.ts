/**
 * Abstract scenes for heroes, tiles and articles: wafers, a yellow-light cleanroom,
 * exposure optics, bonded stacks, inkjet droplets, photomasks, a location map,
 * result charts and circuit patterns. Pure functions of (width, height, seed).
 */
import { linear, mix, palette, r1, radial, random, svgDocument } from './common.ts';

export interface SceneOptions {
  width: number;
  height: number;
  seed: string;
  accent?: string;
}

/** A processed wafer with its die grid, lit with a thin-film sheen. */
export function waferScene({ width, height, seed, accent = palette.turquoise }: SceneOptions): string {
  const rnd = random(seed);
  const cx = width * (0.55 + rnd() * 0.2);
  const cy = height * (0.45 + rnd() * 0.15);
  const rad = Math.min(width, height) * (0.55 + rnd() * 0.15);
  const die = rad / (10 + Math.floor(rnd() * 6));
  const cells: string[] = [];
  for (let y = cy - rad; y < cy + rad; y += die) {
    for (let x = cx - rad; x < cx + rad; x += die) {
      const d = Math.hypot(x + die / 2 - cx, y + die / 2 - cy);
      if (d > rad - die * 0.2) continue;
      const tone = mix(accent, palette.sky, (Math.sin(x * 0.011 + y * 0.007) + 1) / 2);
      const op = 0.35 + rnd() * 0.4;
      cells.push(`<rect x="${r1(x + 1.5)}" y="${r1(y + 1.5)}" width="${r1(die - 3)}" height="${r1(die - 3)}" fill="${tone}" fill-opacity="${op.toFixed(2)}"/>`);
    }
  }
  const defs =
    linear('bg', [[0, palette.navy], [1, palette.deep]], 1, 1) +
    radial('sheen', [[0, palette.white, 0.55], [0.5, accent, 0.15], [1, palette.navy, 0]], 0.35, 0.3, 0.7) +
    linear('edge', [[0, palette.ice], [1, palette.steel]], 1, 1) +
    radial('shade', [[0.85, '#000', 0.45], [1, '#000', 0]]) +
    `<clipPath id="disc"><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad - 10)}"/></clipPath>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${r1(cx + rad * 0.05)}" cy="${r1(cy + rad * 0.08)}" r="${r1(rad * 1.08)}" fill="url(#shade)"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad)}" fill="url(#edge)"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad - 6)}" fill="${palette.deep}"/>` +
    `<g clip-path="url(#disc)">${cells.join('')}</g>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad - 6)}" fill="url(#sheen)"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy + rad - 3)}" r="7" fill="${palette.navy}"/>`;
  return svgDocument(width, height, defs, body);
}

/** A cleanroom corridor under yellow lithography light, in perspective. */
export function cleanroomScene({ width, height, seed }: SceneOptions): string {
  const rnd = random(seed);
  const vx = width * (0.45 + rnd() * 0.1);
  const vy = height * 0.46;
  const panels: string[] = [];
  for (let i = 1; i <= 7; i++) {
    const f = i / 8;
    const y = vy - (vy - 10) * (1 - f) ** 1.6;
    const w = (width * 0.5) * (1 - f) ** 1.6 + 20;
    panels.push(`<rect x="${r1(vx - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(Math.max(3, 18 * (1 - f)))}" rx="2" fill="${palette.white}" fill-opacity="${(0.9 - f * 0.6).toFixed(2)}"/>`);
  }
  const tools: string[] = [];
  for (let i = 0; i < 5; i++) {
    const f = i / 5;
    const h = height * 0.34 * (1 - f * 0.75);
    const w = width * 0.16 * (1 - f * 0.75);
    const xl = vx - width * 0.48 * (1 - f) - w * 0.2;
    const xr = vx + width * 0.48 * (1 - f) - w * 0.8;
    const yb = vy + height * 0.42 * (1 - f);
    for (const x of [xl, xr]) {
      tools.push(
        `<rect x="${r1(x)}" y="${r1(yb - h)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.05)}" fill="${mix(palette.mist, palette.amber, 0.35)}"/>` +
          `<rect x="${r1(x + w * 0.12)}" y="${r1(yb - h * 0.8)}" width="${r1(w * 0.5)}" height="${r1(h * 0.25)}" rx="3" fill="${palette.graphite}" fill-opacity="0.75"/>` +
          `<circle cx="${r1(x + w * 0.8)}" cy="${r1(yb - h * 0.85)}" r="${r1(Math.max(2, w * 0.03))}" fill="${i % 2 ? palette.turquoise : palette.orange}"/>`,
      );
    }
  }
  const defs =
    linear('wall', [[0, '#f7e3a1'], [0.5, '#f2cf6c'], [1, '#c9a448']]) +
    linear('floor', [[0, '#d9c07a'], [1, '#8c7540']]) +
    radial('glow', [[0, palette.white, 0.8], [1, palette.white, 0]], 0.5, 0.5, 0.5);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<polygon points="0,${height} ${r1(vx)},${r1(vy)} ${width},${height}" fill="url(#floor)"/>` +
    `<ellipse cx="${r1(vx)}" cy="${r1(vy)}" rx="${r1(width * 0.18)}" ry="${r1(height * 0.14)}" fill="url(#glow)"/>` +
    panels.join('') +
    tools.reverse().join('');
  return svgDocument(width, height, defs, body);
}

/** Exposure optics: a cone of UV light through a lens and a mask onto a wafer. */
export function opticsScene({ width, height, seed, accent = palette.sky }: SceneOptions): string {
  const rnd = random(seed);
  const cx = width * (0.5 + (rnd() - 0.5) * 0.3);
  const lines: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = cx - width * 0.16 + (i * width * 0.32) / 13;
    lines.push(`<rect x="${r1(x)}" y="${r1(height * 0.46)}" width="${r1(width * 0.012)}" height="${r1(height * 0.025)}" fill="${palette.graphite}"/>`);
  }
  const defs =
    linear('bg', [[0, '#06142a'], [1, palette.deep]]) +
    linear('beam', [[0, accent, 0.9], [1, '#8e7cff', 0.15]]) +
    radial('lens', [[0, palette.white, 0.7], [1, accent, 0.2]]) +
    linear('wafer', [[0, palette.sky], [0.5, palette.turquoise], [1, '#8e7cff']], 1, 0) +
    radial('spot', [[0, palette.white, 0.95], [1, palette.white, 0]]);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<polygon points="${r1(cx - width * 0.05)},0 ${r1(cx + width * 0.05)},0 ${r1(cx + width * 0.2)},${r1(height * 0.3)} ${r1(cx - width * 0.2)},${r1(height * 0.3)}" fill="url(#beam)" fill-opacity="0.8"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(height * 0.3)}" rx="${r1(width * 0.22)}" ry="${r1(height * 0.05)}" fill="url(#lens)"/>` +
    `<polygon points="${r1(cx - width * 0.2)},${r1(height * 0.32)} ${r1(cx + width * 0.2)},${r1(height * 0.32)} ${r1(cx + width * 0.03)},${r1(height * 0.78)} ${r1(cx - width * 0.03)},${r1(height * 0.78)}" fill="${accent}" fill-opacity="0.25"/>` +
    `<rect x="${r1(cx - width * 0.19)}" y="${r1(height * 0.455)}" width="${r1(width * 0.38)}" height="${r1(height * 0.035)}" fill="${palette.ice}" fill-opacity="0.35"/>` +
    lines.join('') +
    `<ellipse cx="${r1(cx)}" cy="${r1(height * 0.8)}" rx="${r1(width * 0.3)}" ry="${r1(height * 0.07)}" fill="url(#wafer)"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(height * 0.78)}" rx="${r1(width * 0.06)}" ry="${r1(height * 0.02)}" fill="url(#spot)"/>`;
  return svgDocument(width, height, defs, body);
}

/** Wafers stacked for bonding, seen at an angle. */
export function bondScene({ width, height, seed, accent = palette.orange }: SceneOptions): string {
  const rnd = random(seed);
  const cx = width * (0.5 + (rnd() - 0.5) * 0.2);
  const rx = width * 0.3;
  const ry = height * 0.11;
  const layers: string[] = [];
  const colours = [palette.steel, accent, palette.sky, palette.turquoise];
  for (let i = 0; i < 4; i++) {
    const y = height * 0.72 - i * height * (0.1 + (i === 2 ? 0.08 : 0));
    layers.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(y + 10)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${mix(colours[i], palette.navy, 0.45)}"/>` +
        `<ellipse cx="${r1(cx)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${colours[i]}" fill-opacity="0.92"/>`,
    );
  }
  const defs = linear('bg', [[0, palette.mist], [1, palette.ice]]) + radial('shadow', [[0, palette.navy, 0.35], [1, palette.navy, 0]]);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(height * 0.8)}" rx="${r1(rx * 1.2)}" ry="${r1(ry * 1.4)}" fill="url(#shadow)"/>` +
    layers.join('');
  return svgDocument(width, height, defs, body);
}

/** A field of inkjet droplets, the nearest ones in focus. */
export function dropletScene({ width, height, seed, accent = palette.turquoise }: SceneOptions): string {
  const rnd = random(seed);
  const drops: string[] = [];
  const step = Math.min(width, height) / 9;
  for (let y = step / 2; y < height + step; y += step * 0.87) {
    const row = Math.round(y / (step * 0.87));
    for (let x = (row % 2) * step * 0.5; x < width + step; x += step) {
      const s = 0.25 + rnd() * 0.3 + (y / height) * 0.25;
      drops.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * s * 0.5)}" fill="url(#drop)" fill-opacity="${(0.4 + (y / height) * 0.6).toFixed(2)}"/>`);
    }
  }
  const defs =
    linear('bg', [[0, palette.navy], [1, palette.blue]], 1, 1) +
    radial('drop', [[0, palette.white], [0.35, accent], [1, palette.deep]], 0.35, 0.3, 0.7);
  return svgDocument(width, height, defs, `<rect width="${width}" height="${height}" fill="url(#bg)"/>${drops.join('')}`);
}

/** A photomask plate with chrome structures. */
export function maskScene({ width, height, seed, accent = palette.sky }: SceneOptions): string {
  const rnd = random(seed);
  const size = Math.min(width, height) * 0.7;
  const x0 = width / 2 - size / 2;
  const y0 = height / 2 - size / 2;
  const bits: string[] = [];
  const n = 12;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (rnd() < 0.45) continue;
      const cw = size / n;
      bits.push(`<rect x="${r1(x0 + i * cw + cw * 0.15)}" y="${r1(y0 + j * cw + cw * 0.15)}" width="${r1(cw * (0.3 + rnd() * 0.55))}" height="${r1(cw * 0.7)}" fill="${palette.graphite}" fill-opacity="0.85"/>`);
    }
  }
  const defs =
    linear('bg', [[0, palette.deep], [1, palette.navy]], 1, 1) +
    linear('glass', [[0, palette.white, 0.9], [1, accent, 0.6]], 1, 1) +
    radial('shade', [[0.6, '#000', 0.45], [1, '#000', 0]]);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g transform="rotate(-8 ${width / 2} ${height / 2})">` +
    `<rect x="${r1(x0 - size * 0.08)}" y="${r1(y0 - size * 0.02)}" width="${r1(size * 1.2)}" height="${r1(size * 1.2)}" fill="url(#shade)"/>` +
    `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(size)}" height="${r1(size)}" rx="6" fill="url(#glass)"/>` +
    bits.join('') +
    `</g>`;
  return svgDocument(width, height, defs, body);
}

/** A dotted map with highlighted sites. */
export function mapScene({ width, height, seed, accent = palette.orange }: SceneOptions): string {
  const rnd = random(seed);
  const dots: string[] = [];
  const step = width / 64;
  for (let y = step; y < height; y += step) {
    for (let x = step; x < width; x += step) {
      const land = Math.sin(x / width * 9.5) + Math.cos(y / height * 7 + x / width * 3) > 0.35;
      if (land) dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 0.28)}" fill="${palette.sky}" fill-opacity="0.55"/>`);
    }
  }
  const sites: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = width * (0.1 + rnd() * 0.8);
    const y = height * (0.2 + rnd() * 0.6);
    sites.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 1.6)}" fill="${accent}" fill-opacity="0.25"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 0.55)}" fill="${accent}"/>`);
  }
  const defs = linear('bg', [[0, palette.navy], [1, palette.deep]]);
  return svgDocument(width, height, defs, `<rect width="${width}" height="${height}" fill="url(#bg)"/>${dots.join('')}${sites.join('')}`);
}

/** A calm results chart for investor-relations articles. */
export function chartScene({ width, height, seed, accent = palette.turquoise }: SceneOptions): string {
  const rnd = random(seed);
  const bars: string[] = [];
  const n = 9;
  let v = 0.3 + rnd() * 0.1;
  const points: string[] = [];
  for (let i = 0; i < n; i++) {
    v = Math.min(0.85, v + (rnd() - 0.3) * 0.12);
    const bw = (width * 0.7) / n;
    const x = width * 0.15 + i * bw;
    const h = height * v * 0.8;
    bars.push(`<rect x="${r1(x + bw * 0.15)}" y="${r1(height * 0.88 - h)}" width="${r1(bw * 0.7)}" height="${r1(h)}" rx="3" fill="${i === n - 1 ? accent : palette.sky}" fill-opacity="${i === n - 1 ? 1 : 0.45}"/>`);
    points.push(`${r1(x + bw / 2)},${r1(height * 0.82 - h)}`);
  }
  const defs = linear('bg', [[0, palette.white], [1, palette.mist]]);
  const grid = [0.3, 0.5, 0.7].map((f) => `<line x1="${r1(width * 0.1)}" x2="${r1(width * 0.9)}" y1="${r1(height * f)}" y2="${r1(height * f)}" stroke="${palette.steel}" stroke-opacity="0.35"/>`);
  return svgDocument(
    width,
    height,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${grid.join('')}${bars.join('')}` +
      `<polyline points="${points.join(' ')}" fill="none" stroke="${palette.navy}" stroke-width="${r1(width * 0.005)}" stroke-linejoin="round"/>`,
  );
}

/** Circuit traces under a microscope, for technical publications. */
export function circuitScene({ width, height, seed, accent = palette.amber }: SceneOptions): string {
  const rnd = random(seed);
  const traces: string[] = [];
  const step = Math.min(width, height) / 14;
  for (let i = 0; i < 40; i++) {
    let x = Math.floor(rnd() * (width / step)) * step;
    let y = Math.floor(rnd() * (height / step)) * step;
    let d = `M${r1(x)} ${r1(y)}`;
    for (let k = 0; k < 4; k++) {
      if (rnd() < 0.5) x += step * (1 + Math.floor(rnd() * 4));
      else y += step * (1 + Math.floor(rnd() * 3));
      d += ` L${r1(x)} ${r1(y)}`;
    }
    traces.push(`<path d="${d}" fill="none" stroke="${i % 5 === 0 ? accent : palette.sky}" stroke-opacity="${(0.35 + rnd() * 0.5).toFixed(2)}" stroke-width="${r1(step * 0.18)}" stroke-linecap="square"/>`);
    traces.push(`<rect x="${r1(x - step * 0.25)}" y="${r1(y - step * 0.25)}" width="${r1(step * 0.5)}" height="${r1(step * 0.5)}" fill="${accent}" fill-opacity="0.8"/>`);
  }
  const defs = linear('bg', [[0, '#071a33'], [1, palette.deep]], 1, 1) + radial('v', [[0.6, '#000', 0], [1, '#000', 0.6]]);
  return svgDocument(width, height, defs, `<rect width="${width}" height="${height}" fill="url(#bg)"/>${traces.join('')}<rect width="${width}" height="${height}" fill="url(#v)"/>`);
}

/** An abstract head-and-shoulders portrait for contact cards (no likeness). */
export function portraitScene({ width, height, seed, accent = palette.sky }: SceneOptions): string {
  const rnd = random(seed);
  const tone = mix('#e8c4a8', '#8d5a3b', rnd());
  const hair = mix(palette.graphite, '#7a5230', rnd());
  const cx = width / 2;
  const defs = linear('bg', [[0, mix(accent, palette.white, 0.6)], [1, accent]], 1, 1);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<path d="M${r1(cx - width * 0.38)} ${height} C${r1(cx - width * 0.36)} ${r1(height * 0.7)} ${r1(cx + width * 0.36)} ${r1(height * 0.7)} ${r1(cx + width * 0.38)} ${height} Z" fill="${palette.deep}"/>` +
    `<rect x="${r1(cx - width * 0.07)}" y="${r1(height * 0.5)}" width="${r1(width * 0.14)}" height="${r1(height * 0.2)}" fill="${tone}"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(height * 0.42)}" rx="${r1(width * 0.17)}" ry="${r1(height * 0.2)}" fill="${tone}"/>` +
    `<path d="M${r1(cx - width * 0.18)} ${r1(height * 0.4)} C${r1(cx - width * 0.2)} ${r1(height * 0.15)} ${r1(cx + width * 0.2)} ${r1(height * 0.15)} ${r1(cx + width * 0.18)} ${r1(height * 0.4)} C${r1(cx + width * 0.1)} ${r1(height * 0.28)} ${r1(cx - width * 0.1)} ${r1(height * 0.28)} ${r1(cx - width * 0.18)} ${r1(height * 0.4)} Z" fill="${hair}"/>`;
  return svgDocument(width, height, defs, body);
}
