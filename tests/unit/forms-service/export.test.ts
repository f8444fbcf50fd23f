import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, csvCell, submissionsCsv } from '../../../scripts/forms/csv.ts';
import { exportCsv, latestPerAddress, parseExportArgs } from '../../../scripts/forms/export.ts';
import { contactPost, postJson, startHarness, type Harness } from './harness.ts';

describe('CSV', () => {
  it('quotes by RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(
      csv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('defuses formulas: cells starting with = + - @ get an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csvCell('+49 89 1234')).toBe("'+49 89 1234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('defuses the full-width and small forms of the operators, and operators after leading spaces', () => {
    for (const cell of ['＝1+1', '＋49 89', '－1', '＠SUM(A1)', '﹦1', '﹢1', '﹣1', '﹫x', ' =1', '\u3000＝1', '\u00a0+1', '\n=1']) {
      expect(csvCell(cell)).toBe(cell.includes('\n') ? `"'${cell}"` : `'${cell}`);
    }
    expect(csvCell('Ｍüller ＝ ok')).toBe('Ｍüller ＝ ok');
    expect(csvCell('１＋１')).toBe('１＋１');
  });

  it('has one column per field seen and booleans as yes/no', () => {
    const base = {
      submissionId: 's',
      form: 'contact',
      locale: 'en',
      page: '/en/contact/',
      recipient: null,
      createdAt: 0,
      confirmedAt: null,
    };
    const text = submissionsCsv('contact', [
      { ...base, id: '1', fields: { email: 'a@b.c', message: 'hi' } },
      { ...base, id: '2', fields: { email: 'd@e.f', phone: '+1 2', newsletter: true } },
    ]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('id,submissionId,createdAt,locale,page,recipient,email,message,phone,newsletter');
    expect(lines[1]).toBe('1,s,1970-01-01T00:00:00.000Z,en,/en/contact/,,a@b.c,hi,,');
    expect(lines[2]).toBe("2,s,1970-01-01T00:00:00.000Z,en,/en/contact/,,d@e.f,,'+1 2,yes");
  });
});

describe('npm run forms:export', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await postJson(h.service, 'contact', contactPost({ message: '=cmd|"/C calc"!A0, and more\nlines' }));
    await postJson(h.service, 'contact', contactPost({ company: 'Acme "Wafers", Inc.', firstName: 'Ada', lastName: 'L' }));
  });
  afterAll(async () => {
    await h.stop();
  });

  it('parses its arguments', () => {
    expect(parseExportArgs(['--form', 'contact', '--since', '2026-01-01', '--data', '/x'])).toMatchObject({
      form: 'contact',
      since: Date.parse('2026-01-01'),
      dataDir: '/x',
    });
    expect(() => parseExportArgs(['--form', 'nope'])).toThrow(/--form/);
    expect(() => parseExportArgs(['--form', 'contact', '--since', 'yesterday'])).toThrow(/--since/);
  });

  it('exports every contact row; --since filters', () => {
    const { csv: text, rows } = exportCsv({ form: 'contact', dataDir: h.dataDir });
    expect(rows).toBe(2);
    expect(text.startsWith('\uFEFFid,')).toBe(true);
    expect(text).toContain(`"'=cmd|""/C calc""!A0, and more\nlines"`);
    expect(text).toContain('"Acme ""Wafers"", Inc."');
    expect(exportCsv({ form: 'contact', dataDir: h.dataDir, since: Date.now() + 60_000 }).rows).toBe(0);
  });

  it('runs as a command and writes --out', () => {
    const out = join(h.dataDir, 'contact.csv');
    const script = fileURLToPath(new URL('../../../scripts/forms/export.ts', import.meta.url));
    const run = spawnSync(process.execPath, [script, '--form', 'contact', '--out', out, '--data', h.dataDir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(readFileSync(out, 'utf8').split('\r\n')).toHaveLength(4);
    const bad = spawnSync(process.execPath, [script, '--form', 'contact', '--data', join(h.dataDir, 'missing')], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('No form data');
  });
});

describe('newsletter export', () => {
  it('lists an address once, with its latest signup, whatever its case', () => {
    const row = (id: string, email: string, createdAt: number) => ({
      id,
      submissionId: id,
      form: 'newsletter',
      locale: 'en',
      page: '/en/',
      recipient: null,
      createdAt,
      fields: { email },
      confirmedAt: createdAt + 1,
    });
    const rows = latestPerAddress([row('1', 'a@b.example', 1), row('2', 'c@d.example', 2), row('3', 'A@B.example', 3)]);
    expect(rows.map((r) => r.id)).toEqual(['2', '3']);
  });
});
