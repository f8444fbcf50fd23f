/**
 * The security suite's clock inside a service under test, loaded with `node --import` (no code of
 * the service changes): it watches every HTTP request the process answers and measures
 *
 * - how long the event loop was held: a timer that should fire every TICK_MS; a late tick is a stall
 *   as long as the main thread was busy in it (its own CPU time, `process.threadCpuUsage`: on a machine
 *   whose cores are taken by other processes a tick is late without any work of the service's),
 *   charged to every request that was in flight during it (so with requests sent side by side a stall
 *   is charged to each of them, and a heavy one cannot hide behind a light one). A stall in which many
 *   requests arrived at once (a flood of a thousand webhooks) is the work of all of them: it is shared
 *   among the requests that arrived during it, each charged its part;
 * - how far resident memory rose while a request was in flight: the RSS is read at every tick, and a
 *   change between two ticks is shared among the requests in flight then (a request alone is charged
 *   all of it: its figure is its peak RSS minus the RSS when it came; five logins hashing passwords
 *   side by side are charged a fifth each of what the five hashes took).
 *
 * The figures are written as JSON to `$LOOP_MONITOR_FILE.<pid>.json` whenever one of them grows (a
 * child process that inherits the variable writes a file of its own), and read by the suite
 * (./service-process.ts). Monitoring starts with the first request: starting up is not a request.
 */
import { writeFileSync } from 'node:fs';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

export interface LoopFigures {
  /** Requests the process received. */
  requests: number;
  /** The longest stall of the event loop while a request was in flight, in ms, and that request. */
  longestStallMs: number;
  stallRequest: string;
  /** The largest rise of resident memory while one request was in flight, in MB, and that request. */
  largestRssRiseMb: number;
  riseRequest: string;
  /** The longest stall while no request was in flight (timers, background work), in ms. */
  backgroundStallMs: number;
}

const TICK_MS = 5;
const MB = 1024 * 1024;

interface Tracked {
  label: string;
  /** When the request event came (performance.now()). */
  startedAt: number;
  endedAt: number | undefined;
  /** Its share of the changes of RSS while it was in flight, in bytes, and the highest that share reached. */
  rise: number;
  peakRise: number;
}

const base = process.env['LOOP_MONITOR_FILE'];
if (base) {
  const file = `${base}.${process.pid}.json`;
  const figures: LoopFigures = {
    requests: 0,
    longestStallMs: 0,
    stallRequest: '',
    largestRssRiseMb: 0,
    riseRequest: '',
    backgroundStallMs: 0,
  };
  const tracked = new Set<Tracked>();
  let timer: NodeJS.Timeout | undefined;
  const threadCpuMs = (): number => {
    const usage = process.threadCpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  let last = performance.now();
  let lastCpu = threadCpuMs();
  let lastRss = process.memoryUsage.rss();
  let dirty = false;

  /** Shares the change of RSS since the last reading among the requests in flight. */
  const shareRss = (): void => {
    const rss = process.memoryUsage.rss();
    const change = rss - lastRss;
    lastRss = rss;
    const inFlight = [...tracked].filter((request) => request.endedAt === undefined);
    for (const request of inFlight) {
      request.rise += change / inFlight.length;
      request.peakRise = Math.max(request.peakRise, request.rise);
    }
  };

  const flush = (): void => {
    if (!dirty) return;
    dirty = false;
    writeFileSync(file, JSON.stringify(figures));
  };

  const riseOf = (request: Tracked): void => {
    const rise = request.peakRise / MB;
    if (rise > figures.largestRssRiseMb) {
      figures.largestRssRiseMb = rise;
      figures.riseRequest = request.label;
      dirty = true;
    }
  };

  const tick = (): void => {
    const now = performance.now();
    const cpu = threadCpuMs();
    const stall = Math.min(now - last - TICK_MS, cpu - lastCpu);
    lastCpu = cpu;
    shareRss();
    if (stall > 1) {
      // In flight during the stall: came before its end and did not finish before its start.
      const during = [...tracked].filter((request) => request.startedAt < now && (request.endedAt ?? Infinity) > last);
      const arrived = during.filter((request) => request.startedAt >= last).length;
      const charged = stall / Math.max(1, arrived);
      if (during.length === 0) {
        if (stall > figures.backgroundStallMs) {
          figures.backgroundStallMs = stall;
          dirty = true;
        }
      } else if (charged > figures.longestStallMs) {
        figures.longestStallMs = charged;
        const names = during.slice(0, 3).map((request) => request.label);
        if (during.length > 3) names.push(`${during.length - 3} more`);
        figures.stallRequest = `${names.join(' | ')}; stall ${Math.round(stall)} ms, ${arrived} arrived during it`;
        dirty = true;
      }
    }
    // A request is forgotten a while after its end (a stall noticed at the next tick still finds it).
    for (const request of tracked) if (request.endedAt !== undefined && now - request.endedAt > 1000) tracked.delete(request);
    flush();
    last = performance.now();
    lastCpu = threadCpuMs();
  };

  const label = (request: IncomingMessage): string => {
    const length = request.headers['content-length'];
    const target = (request.url ?? '').slice(0, 120);
    return `${request.method ?? '?'} ${target}${length ? ` (${length} bytes)` : ''}`;
  };

  const track = (request: IncomingMessage, response: ServerResponse): void => {
    if (timer === undefined) {
      last = performance.now();
      lastCpu = threadCpuMs();
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    }
    figures.requests++;
    dirty = true;
    shareRss();
    const entry: Tracked = { label: label(request), startedAt: performance.now(), endedAt: undefined, rise: 0, peakRise: 0 };
    tracked.add(entry);
    const end = (): void => {
      if (entry.endedAt !== undefined) return;
      shareRss();
      entry.endedAt = performance.now();
      riseOf(entry);
    };
    response.once('finish', end);
    response.once('close', end);
  };

  const emit = Server.prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') track(args[0] as IncomingMessage, args[1] as ServerResponse);
    return emit.call(this, event, ...args);
  } as typeof Server.prototype.emit;

  process.on('exit', () => {
    for (const request of tracked) if (request.endedAt === undefined) riseOf(request);
    flush();
  });
}
