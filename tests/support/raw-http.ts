/**
 * A request sent as raw bytes over TCP, for requests that `fetch` refuses to send (a malformed
 * request target or header, a body that does not match its length): the status line's code, or
 * null when the server closed the connection without an answer.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number | null;
  /** The whole answer as received (head and body, latin1). */
  text: string;
  /**
   * No answer arrived, and the connection was reset (or closed before it took every byte) under a
   * request of more than LARGE_REQUEST_BYTES: a server may answer such a request before it has read
   * it all (a 413) and close, and TCP's reset can then drop the answer before the client reads it.
   */
  resetWhileSending?: boolean;
}

/** Larger than the socket buffers on both sides: a server can answer before it has read all of it. */
const LARGE_REQUEST_BYTES = 64 * 1024;

export function rawHttp(baseUrl: string, bytes: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let sent = false;
    let reset = false;
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(bytes, () => (sent = true)));
    const done = (): void => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      // Interim answers (100 Continue) come first; the status is the final one's.
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)].map((match) => Number(match[1]));
      const status = statuses.find((found) => found >= 200) ?? null;
      const lost = status === null && (reset || !sent) && bytes.length > LARGE_REQUEST_BYTES;
      resolve({ status, text, ...(lost ? { resetWhileSending: true } : {}) });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') return reject(error);
      reset = true;
      done();
    });
  });
}

/** `METHOD target HTTP/1.1` with a Host header and `Connection: close`. */
export const rawRequestLine = (target: string, method = 'GET'): string =>
  `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;
