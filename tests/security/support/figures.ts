/**
 * The suite's figures: each service's test file records what its attacks and fuzz did (requests
 * tried, crashes, slowest answer, peak RSS) into a folder the global setup made; the teardown prints
 * them as one table (tests/security/global-setup.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { FuzzResult } from './fuzz.ts';
import type { ServiceProcess } from './service-process.ts';

export interface ServiceFigures {
  service: string;
  requests: number;
  fuzzed: number;
  failed: number;
  crashes: number;
  slowestMs: number;
  peakRssMb: number;
  /** Attacks replayed (named cases), for the table. */
  attacks: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    securityFiguresDir: string;
  }
}

/** Adds to the figures of a service (several test files may report on one). */
export function recordFigures(figures: ServiceFigures): void {
  const dir = inject('securityFiguresDir');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${figures.service}-${process.pid}-${Date.now()}.json`), JSON.stringify(figures));
}

/** What a test file counted against its service, besides what the process itself tells. */
export interface Tally {
  attacks: number;
  /** Requests of the attacks (the fuzz's are added from `fuzzed`). */
  requests: number;
  /** Slowest answer to an attack, in ms. */
  slowestMs?: number;
  fuzzed?: FuzzResult | undefined;
}

/** Records the figures of a service's test file: its tally, the fuzz, the process's crashes and peak memory. */
export function recordService(service: string, process: ServiceProcess, tally: Tally): void {
  recordFigures({
    service,
    attacks: tally.attacks,
    requests: tally.requests + (tally.fuzzed?.tried ?? 0),
    fuzzed: tally.fuzzed?.tried ?? 0,
    failed: tally.fuzzed?.failed ?? 0,
    crashes: process.crashes(),
    slowestMs: Math.max(tally.slowestMs ?? 0, tally.fuzzed?.slowestMs ?? 0),
    peakRssMb: process.peakRssMb(),
  });
}

export function readFigures(dir: string): ServiceFigures[] {
  const merged = new Map<string, ServiceFigures>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const figures = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ServiceFigures;
    const known = merged.get(figures.service);
    merged.set(
      figures.service,
      known
        ? {
            service: figures.service,
            requests: known.requests + figures.requests,
            fuzzed: known.fuzzed + figures.fuzzed,
            failed: known.failed + figures.failed,
            crashes: known.crashes + figures.crashes,
            slowestMs: Math.max(known.slowestMs, figures.slowestMs),
            peakRssMb: Math.max(known.peakRssMb, figures.peakRssMb),
            attacks: known.attacks + figures.attacks,
          }
        : figures,
    );
  }
  return [...merged.values()];
}

export function figuresTable(rows: readonly ServiceFigures[]): string {
  const header = ['service', 'attacks', 'requests', 'of which fuzz', '5xx / no answer', 'crashes', 'slowest answer', 'peak RSS'];
  const body = rows.map((row) => [
    row.service,
    String(row.attacks),
    String(row.requests),
    String(row.fuzzed),
    String(row.failed),
    String(row.crashes),
    `${Math.round(row.slowestMs)} ms`,
    `${Math.round(row.peakRssMb)} MB`,
  ]);
  const total = rows.reduce(
    (sum, row) => ({ requests: sum.requests + row.requests, crashes: sum.crashes + row.crashes, failed: sum.failed + row.failed }),
    { requests: 0, crashes: 0, failed: 0 },
  );
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 2)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...body.map(line),
    '',
    `${total.requests} requests, ${total.crashes} crashes, ${total.failed} answers 5xx or missing`,
  ].join('\n');
}
