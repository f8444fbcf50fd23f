/**
 * A slow-loris client: sends the first bytes of a request at once, then one more byte every
 * `everyMs`, and reports what the server did and when — the status of its answer (null for none)
 * and the milliseconds until the connection closed. Gives up after `timeoutMs` (the server held on).
 */
import { connect } from 'node:net';

export interface SlowClientResult {
  status: number | null;
  /** The answer as received (latin1). */
  text: string;
  /** From the first byte sent until the server answered or closed the connection. */
  ms: number;
  /** How many of the trickled bytes the server took before it answered or closed. */
  sent: number;
  /** The server still held the connection after `timeoutMs`. */
  heldOn: boolean;
}

export function slowClient(baseUrl: string, first: string, trickle: string, everyMs: number, timeoutMs: number): Promise<SlowClientResult> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    let started = 0;
    let done = false;
    const finish = (heldOn: boolean): void => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? null : Number(status), text, ms: performance.now() - started, sent, heldOn });
    };
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      started = performance.now();
      socket.write(first);
      timer = setInterval(() => {
        if (sent >= trickle.length || socket.destroyed) return;
        socket.write(trickle[sent]!);
        sent++;
      }, everyMs);
    });
    const giveUp = setTimeout(() => finish(true), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // An answer is enough: whether the server also closes is checked by the caller if it cares.
      if (/\r\n\r\n/.test(Buffer.concat(chunks).toString('latin1'))) setTimeout(() => finish(false), 20);
    });
    socket.on('end', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
  });
}
