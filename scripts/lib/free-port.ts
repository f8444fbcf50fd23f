/** Finding a free TCP port on the loopback interface. */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port: 0 }, () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port.'));
      });
    });
  });
}

/**
 * The synchronous variant, for config files that cannot await (playwright.config.ts): asks a short
 * child process for a free port.
 */
export function freePortSync(host = '127.0.0.1'): number {
  const script =
    `const s=require('node:net').createServer();` +
    `s.listen({host:${JSON.stringify(host)},port:0},()=>{process.stdout.write(String(s.address().port));s.close();});`;
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const port = Number.parseInt(output.trim(), 10);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not determine a free port (got "${output}").`);
  return port;
}
