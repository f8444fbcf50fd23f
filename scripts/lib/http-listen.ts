/**
 * Listening and closing a Node HTTP server as promises, the one way every server of the scripts does
 * it (the static server, the form service, the rebuild service, the content server, test helpers).
 *
 * `listen` settles once the server listens (with its address: port 0 gives the port the system
 * chose) or fails to (EADDRINUSE and the like). `closeServer` stops accepting connections and
 * resolves once every connection is gone: by default it ends them all at once, kept-alive or busy;
 * with `connections: 'idle'` a request being answered may finish first (kept-alive connections are
 * closed as soon as they are idle, so a client holding one open does not hold the close up). Closing a server
 * that is not running resolves.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error(`${host}:${port}: no TCP address`));
      else resolve(address);
    });
  });
}

/** `http://host:port` of a listening address (IPv6 in brackets). */
export function addressUrl(address: AddressInfo): string {
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}

export interface CloseOptions {
  /** 'all' (default): every connection is ended now; 'idle': requests being answered may finish. */
  connections?: 'all' | 'idle';
}

export function closeServer(server: Server, options: CloseOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    // A connection whose answer ends after the close stays open as kept-alive: closed once idle.
    const sweep = options.connections === 'idle' ? setInterval(() => server.closeIdleConnections(), 50) : undefined;
    server.close((error) => {
      clearInterval(sweep);
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolve();
    });
    if (options.connections === 'idle') server.closeIdleConnections();
    else server.closeAllConnections();
  });
}
