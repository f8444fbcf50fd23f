/**
 * A small SVG scatter chart with a fit line per series: build time (y) against pages (x). Axes start at 0 and
 * end at a "nice" round value above the largest point; ticks and grid lines at round steps.
 */
import { escapeHtml } from '../lib/escape-html.ts';
import type { LinearFit } from './fit.ts';

interface ChartPoint {
  x: number;
  y: number;
  label: string;
}

interface ChartSeries {
  name: string;
  color: string;
  points: readonly ChartPoint[];
  fit: LinearFit | null;
}

export interface ChartOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  /** The first series is labelled point by point; every series gets its fit line and a legend row. */
  series: readonly ChartSeries[];
  width?: number;
  height?: number;
}

/** A round step (1, 2 or 5 × 10^n) giving about `count` ticks up to `max`. */
function niceStep(max: number, count = 5): number {
  const raw = Math.max(max, 1e-9) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

const fmt = (n: number): string => (n >= 1000 ? `${n / 1000}k` : String(Number(n.toFixed(2))));

export function scatterChart(options: ChartOptions): string {
  const width = options.width ?? 640;
  const height = options.height ?? 400;
  const margin = { left: 64, right: 24, top: 40, bottom: 52 };
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const all = options.series.flatMap((series) => series.points);
  const maxX = Math.max(...all.map((p) => p.x), 1);
  const maxY = Math.max(...all.map((p) => p.y), 1);
  const stepX = niceStep(maxX);
  const stepY = niceStep(maxY);
  const endX = Math.ceil(maxX / stepX) * stepX;
  const endY = Math.ceil(maxY / stepY) * stepY;
  const sx = (x: number): number => margin.left + (x / endX) * plotW;
  const sy = (y: number): number => margin.top + plotH - (y / endY) * plotH;
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  parts.push(`<text x="${width / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold">${escapeHtml(options.title)}</text>`);
  for (let x = 0; x <= endX + 1e-9; x += stepX) {
    parts.push(`<line x1="${sx(x)}" y1="${margin.top}" x2="${sx(x)}" y2="${margin.top + plotH}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${sx(x)}" y="${margin.top + plotH + 18}" text-anchor="middle" font-size="12">${fmt(x)}</text>`);
  }
  for (let y = 0; y <= endY + 1e-9; y += stepY) {
    parts.push(`<line x1="${margin.left}" y1="${sy(y)}" x2="${margin.left + plotW}" y2="${sy(y)}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${margin.left - 8}" y="${sy(y) + 4}" text-anchor="end" font-size="12">${fmt(y)}</text>`);
  }
  const axis = 'stroke="#333" stroke-width="1.5"';
  parts.push(`<line x1="${margin.left}" y1="${margin.top + plotH}" x2="${margin.left + plotW}" y2="${margin.top + plotH}" ${axis}/>`);
  parts.push(`<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${margin.top + plotH}" ${axis}/>`);
  parts.push(
    `<text x="${margin.left + plotW / 2}" y="${height - 12}" text-anchor="middle" font-size="13">${escapeHtml(options.xLabel)}</text>`,
  );
  const yMid = margin.top + plotH / 2;
  parts.push(
    `<text x="16" y="${yMid}" text-anchor="middle" font-size="13" transform="rotate(-90 16 ${yMid})">${escapeHtml(options.yLabel)}</text>`,
  );
  options.series.forEach((series, index) => {
    const legendY = margin.top + 16 + index * 18;
    let legend = series.name;
    if (series.fit) {
      const { slope, intercept, r2 } = series.fit;
      // The fit line over [0, endX], clipped to the plot's y range.
      const x0 = intercept < 0 ? -intercept / slope : 0;
      const x1 = slope * endX + intercept > endY ? (endY - intercept) / slope : endX;
      const line = `x1="${sx(x0)}" y1="${sy(slope * x0 + intercept)}" x2="${sx(x1)}" y2="${sy(slope * x1 + intercept)}"`;
      parts.push(`<line ${line} stroke="${series.color}" stroke-width="1.5" stroke-dasharray="6 4"/>`);
      legend += `: fit ${(slope * 1000).toFixed(2)} s per 1k pages + ${intercept.toFixed(1)} s, R² = ${r2.toFixed(4)}`;
    }
    parts.push(`<circle cx="${margin.left + 14}" cy="${legendY - 4}" r="4" fill="${series.color}"/>`);
    parts.push(`<text x="${margin.left + 24}" y="${legendY}" font-size="12" fill="${series.color}">${escapeHtml(legend)}</text>`);
    for (const point of series.points) {
      parts.push(`<circle cx="${sx(point.x)}" cy="${sy(point.y)}" r="5" fill="${series.color}"/>`);
      if (index > 0) continue;
      const anchor = sx(point.x) > margin.left + plotW - 80 ? 'end' : 'start';
      const dx = anchor === 'end' ? -8 : 8;
      parts.push(
        `<text x="${sx(point.x) + dx}" y="${sy(point.y) - 8}" text-anchor="${anchor}" font-size="12">${escapeHtml(point.label)}</text>`,
      );
    }
  });
  const body = parts.join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">\n  ${body}\n</svg>\n`;
}
