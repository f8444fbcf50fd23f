/**
 * The suite's figures: each service's test file records what its attacks and fuzz did (requests
 * tried, crashes, slowest answer, peak RSS, the longest event-loop stall and the largest RSS rise
 * of one request) into a folder the global setup made; the teardown prints them as one table
 * (tests/security/global-setup.ts).
 *
 * The rule of bounded work: no single request, however built, holds a service's event loop longer
 * than MAX_STALL_MS or raises its resident memory by more than MAX_RSS_RISE_MB. recordService checks
 * it for every service (measured by ./loop-monitor.ts inside the process), so each test file fails
 * when one of its requests broke it, naming the request.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
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
  /** The longest event-loop stall while a request was in flight, in ms. */
  longestStallMs: number;
  /** The largest rise of resident memory during one request, in MB. */
  largestRssRiseMb: number;
  /** The requests those two were measured for. */
  stallRequest: string;
  riseRequest: string;
}

/** The longest a request may hold a service's event loop. */
const MAX_STALL_MS = 100;
/** The most one request may raise a service's resident memory. */
const MAX_RSS_RISE_MB = 100;

declare module 'vitest' {
  export interface ProvidedContext {
    securityFiguresDir: string;
  }
}

/** Adds to the figures of a service (several test files may report on one). */
function recordFigures(figures: ServiceFigures): void {
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

/**
 * Records the figures of a service's test file (its tally, the fuzz, the process's crashes, peak
 * memory and what the loop monitor measured), then holds the service to the rule of bounded work.
 */
export function recordService(service: string, process: ServiceProcess, tally: Tally): void {
  const loop = process.loop();
  recordFigures({
    service,
    attacks: tally.attacks,
    requests: tally.requests + (tally.fuzzed?.tried ?? 0),
    fuzzed: tally.fuzzed?.tried ?? 0,
    failed: tally.fuzzed?.failed ?? 0,
    crashes: process.crashes(),
    slowestMs: Math.max(tally.slowestMs ?? 0, tally.fuzzed?.slowestMs ?? 0),
    peakRssMb: process.peakRssMb(),
    longestStallMs: loop.longestStallMs,
    largestRssRiseMb: loop.largestRssRiseMb,
    stallRequest: loop.stallRequest,
    riseRequest: loop.riseRequest,
  });
  expect(loop.requests, `${service}: the loop monitor saw no request`).toBeGreaterThan(0);
  expect(loop.longestStallMs, `${service}: a request held the event loop (${loop.stallRequest})`).toBeLessThanOrEqual(MAX_STALL_MS);
  expect(loop.largestRssRiseMb, `${service}: a request raised resident memory (${loop.riseRequest})`).toBeLessThanOrEqual(MAX_RSS_RISE_MB);
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
            ...(figures.longestStallMs > known.longestStallMs
              ? { longestStallMs: figures.longestStallMs, stallRequest: figures.stallRequest }
              : { longestStallMs: known.longestStallMs, stallRequest: known.stallRequest }),
            ...(figures.largestRssRiseMb > known.largestRssRiseMb
              ? { largestRssRiseMb: figures.largestRssRiseMb, riseRequest: figures.riseRequest }
              : { largestRssRiseMb: known.largestRssRiseMb, riseRequest: known.riseRequest }),
          }
        : figures,
    );
  }
  return [...merged.values()];
}

export function figuresTable(rows: readonly ServiceFigures[]): string {
  const header = [
    'service',
    'attacks',
    'requests',
    'of which fuzz',
    '5xx / no answer',
    'crashes',
    'slowest answer',
    'longest stall',
    'largest RSS rise',
    'peak RSS',
  ];
  const body = rows.map((row) => [
    row.service,
    String(row.attacks),
    String(row.requests),
    String(row.fuzzed),
    String(row.failed),
    String(row.crashes),
    `${Math.round(row.slowestMs)} ms`,
    `${Math.round(row.longestStallMs)} ms`,
    `${Math.round(row.largestRssRiseMb)} MB`,
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
    ...rows.map(
      (row) => `${row.service}: longest stall during ${row.stallRequest || '(none)'}; largest rise during ${row.riseRequest || '(none)'}`,
    ),
    '',
    `${total.requests} requests, ${total.crashes} crashes, ${total.failed} answers 5xx or missing; ` +
      `no request may hold an event loop over ${MAX_STALL_MS} ms or raise resident memory over ${MAX_RSS_RISE_MB} MB`,
  ].join('\n');
}
