import { describe, expect, it } from 'vitest';
import { runCommandCollecting } from '../../../scripts/lib/run-command.ts';
import { namesFailure } from '../../../scripts/lib/test-failures.ts';

describe('runCommandCollecting', () => {
  it('passes the output through and returns the exit code with the kept lines, colour codes removed', async () => {
    const script = [
      "process.stdout.write('first\\n\\u001b[31mFAIL\\u001b[39m  a.test.ts > one\\npar');",
      "setTimeout(() => { process.stdout.write('tial FAIL line\\n'); process.stderr.write('Error: boom'); process.exitCode = 3; }, 20);",
    ].join('\n');
    const seen: string[] = [];
    const result = await runCommandCollecting(process.execPath, ['-e', script], {
      keep: (line) => /FAIL|Error/.test(line),
      write: (_stream, chunk) => seen.push(chunk.toString()),
    });
    expect(result.code).toBe(3);
    expect(result.kept).toEqual(['FAIL  a.test.ts > one', 'partial FAIL line', 'Error: boom']);
    expect(seen.join('')).toContain('first\n');
  });

  it('keeps each line once and the last ones when there are more than it may keep', async () => {
    const script = "for (let i = 0; i < 10; i++) console.log('FAIL ' + i); console.log('FAIL 9');";
    const result = await runCommandCollecting(process.execPath, ['-e', script], {
      keep: (line) => line.startsWith('FAIL'),
      max: 3,
      write: () => {},
    });
    expect(result).toEqual({ code: 0, kept: ['FAIL 7', 'FAIL 8', 'FAIL 9'] });
  });

  it('reports a child killed by a signal as 128 + the signal number', async () => {
    const result = await runCommandCollecting(process.execPath, ['-e', "process.kill(process.pid, 'SIGTERM')"], {
      keep: () => true,
      write: () => {},
    });
    expect(result.code).toBe(128 + 15);
  });
});

describe('namesFailure', () => {
  it.each([
    ' FAIL  tests/unit/publisher/warm-client.test.ts > WarmClient > kills the group on timeout',
    '   × kills the group on timeout 15012ms',
    'AssertionError: expected 2 to be 1',
    '  1) [chromium] › tests/e2e/forms.spec.ts:12:3 › the contact form sends',
    '  ✘  3 [chromium] › tests/e2e/forms.spec.ts:12:3 › the contact form sends (30.0s)',
    '  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
    'src/site/model.ts:3:5 - error ts(2322): Type string is not assignable to type number.',
    'FAIL  links          2 broken links on 1 page',
    'Error: Test timed out in 15000ms.',
  ])('names %s', (line) => {
    expect(namesFailure(line)).toBe(true);
  });

  it.each([
    ' ✓ tests/unit/lib/errors.test.ts (4 tests) 12ms',
    '     ✓ rejects a bad flag with a usage message and exit code 1 876ms',
    'ok    links          90,542 same-origin links, 4,519 with a #fragment, on 633 pages  (0.75 s)',
    '[series] update a product headline: update, 3 entries changed, 10 rendered',
    '  428 passed (18.3m)',
  ])('does not name %s', (line) => {
    expect(namesFailure(line)).toBe(false);
  });
});
