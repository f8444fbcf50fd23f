import { describe, expect, it } from 'vitest';
import { createLimit } from '../../../src/images/limit.ts';

describe('createLimit', () => {
  it('runs at most n tasks at once, all of them, and passes results and errors through', async () => {
    const limit = createLimit(3);
    let running = 0;
    let most = 0;
    const task = (value: number) =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (value === 7) throw new Error('seven');
        return value * 2;
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => task(index)));
    expect(most).toBe(3);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(9);
    expect(results[7]).toMatchObject({ status: 'rejected', reason: new Error('seven') });
    expect(results[4]).toEqual({ status: 'fulfilled', value: 8 });
  });
});
