/** Writes the bench's results: bench.json, bench.md and the chart bench-chart.svg, and prints a summary. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { scatterChart } from './chart.ts';
import { linearFit } from './fit.ts';
import { goalLines, markdownReport, type BenchResults } from './report.ts';

const CHART_FILE = 'bench-chart.svg';

export function writeReport(measured: Omit<BenchResults, 'fit' | 'cpuFit'>, out: string): void {
  const { results } = measured;
  const fit = linearFit(results.map((r) => ({ x: r.pages, y: r.seconds })));
  const cpuFit = linearFit(results.map((r) => ({ x: r.pages, y: r.cpuS })));
  const report: BenchResults = { ...measured, fit, cpuFit };
  mkdirSync(out, { recursive: true });
  const chart = scatterChart({
    title: 'Full build time against pages',
    xLabel: 'pages',
    yLabel: 'build time (s)',
    series: [
      {
        name: 'wall clock',
        color: '#1f5fa8',
        points: results.map((r) => ({ x: r.pages, y: r.seconds, label: `${r.pages} pages: ${r.seconds} s` })),
        fit,
      },
      {
        name: 'CPU (user+sys of the build tree)',
        color: '#c0392b',
        points: results.map((r) => ({ x: r.pages, y: r.cpuS, label: `${r.cpuS} s CPU` })),
        fit: cpuFit,
      },
    ],
  });
  writeFileSync(path.join(out, CHART_FILE), chart);
  writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(out, 'bench.md'), markdownReport(report, CHART_FILE));
  console.log('');
  console.log('| pages | build s | pages/s | CPU s | peak RSS MB (tree) | largest process MB |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const r of results)
    console.log(`| ${r.pages} | ${r.seconds} | ${r.pagesPerS} | ${r.cpuS} | ${r.peakRssMb} | ${r.buildRssMb ?? '–'} |`);
  console.log('');
  for (const line of goalLines(report)) console.log(line);
  console.log(`[bench] written ${path.relative(projectRoot, out)}/bench.json, bench.md, ${CHART_FILE}`);
}
