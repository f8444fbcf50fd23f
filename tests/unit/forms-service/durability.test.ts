import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { SubmissionStore } from '../../../scripts/forms/store.ts';
import { contactPost, request, startHarness, tempDir, postJson } from './harness.ts';

const CLI = fileURLToPath(new URL('../../../scripts/forms/cli.ts', import.meta.url));

describe('durability', () => {
  it('keeps both rows when the service is closed and restarted on the same data dir between two posts', async () => {
    const temp = tempDir();
    try {
      const first = await startHarness({}, temp.dir);
      const a = await postJson(first.service, 'contact', contactPost());
      expect(a.status).toBe(201);
      await first.stop();
      const second = await startHarness({}, temp.dir);
      const b = await postJson(second.service, 'contact', contactPost());
      expect(b.status).toBe(201);
      const ids = second.service.store.all().map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([JSON.parse(a.text).id, JSON.parse(b.text).id]));
      expect(ids).toHaveLength(2);
      await second.stop();
    } finally {
      temp.cleanup();
    }
  });

  it('loses nothing when the process is killed (SIGKILL) right after the 201', async () => {
    const temp = tempDir();
    const port = await freePort();
    const child = spawn(process.execPath, [CLI], {
      env: { ...process.env, FORMS_PORT: String(port), FORMS_DATA_DIR: temp.dir, FORMS_RATE_LIMIT: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 100; i += 1) {
        const up = await request(`${url}/health`).catch(() => null);
        if (up?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          request(`${url}/submit/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(contactPost()),
          }),
        ),
      );
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const store = new SubmissionStore(temp.dir);
      expect(
        store
          .all()
          .map((row) => row.id)
          .sort(),
      ).toEqual(replies.map((r) => (JSON.parse(r.text) as { id: string }).id).sort());
      store.close();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      temp.cleanup();
    }
  });
});
