import { Agent, createServer, request, type RequestListener, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { addressUrl, closeServer, listen } from '../../../scripts/lib/http-listen.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => closeServer(server)));
});

function server(handler: RequestListener = (_req, res) => res.end('ok')): Server {
  const created = createServer(handler);
  servers.push(created);
  return created;
}

/** A GET over a kept-alive connection; resolves with the body once it is read (the connection stays open). */
function get(url: string, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

describe('listen', () => {
  it('on port 0 resolves with the port the system chose', async () => {
    const s = server();
    const address = await listen(s, 0, '127.0.0.1');
    expect(address.port).toBeGreaterThan(0);
    expect(addressUrl(address)).toBe(`http://127.0.0.1:${address.port}`);
    const agent = new Agent({ keepAlive: false });
    expect(await get(`${addressUrl(address)}/`, agent)).toBe('ok');
  });

  it('rejects when the port is taken, and leaves no error listener behind', async () => {
    const first = server();
    const { port } = await listen(first, 0, '127.0.0.1');
    const second = server();
    await expect(listen(second, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(first.listenerCount('error')).toBe(0);
  });

  it('writes an IPv6 address in brackets', () => {
    expect(addressUrl({ address: '::1', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080');
  });
});

describe('closeServer', () => {
  it('does not hang on a kept-alive connection', async () => {
    for (const connections of ['all', 'idle'] as const) {
      const s = server();
      const address = await listen(s, 0, '127.0.0.1');
      const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
      await get(`${addressUrl(address)}/`, agent);
      let connectionsOpen = 0;
      s.getConnections((_error, count) => (connectionsOpen = count));
      await new Promise((resolve) => setImmediate(resolve));
      expect(connectionsOpen).toBe(1);
      const started = Date.now();
      await closeServer(s, { connections });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(s.listening).toBe(false);
      agent.destroy();
    }
  });

  it("'all' ends a request being answered; 'idle' lets it finish", async () => {
    for (const connections of ['all', 'idle'] as const) {
      let answer: (() => void) | undefined;
      const s = server((_req, res) => {
        answer = () => res.end('late');
      });
      const address = await listen(s, 0, '127.0.0.1');
      const agent = new Agent({ keepAlive: true });
      const pending = get(`${addressUrl(address)}/`, agent).then(
        (body) => body,
        () => 'reset',
      );
      while (answer === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      const closed = closeServer(s, { connections });
      if (connections === 'idle') {
        setTimeout(() => answer?.(), 20);
        expect(await pending).toBe('late');
        const started = Date.now();
        await closed;
        expect(Date.now() - started).toBeLessThan(1000);
      } else {
        expect(await pending).toBe('reset');
      }
      await closed;
      agent.destroy();
    }
  });

  it('resolves for a server that is not running', async () => {
    await expect(closeServer(server())).resolves.toBeUndefined();
  });
});
