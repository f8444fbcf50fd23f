import { describe, expect, it } from 'vitest';
import { notModified, rangeVerdict, requestRange } from '../../../scripts/lib/byte-ranges.ts';

const validators = { etag: 'W/"200-1700000000000"', lastModified: 'Tue, 14 Nov 2023 22:13:20 GMT' };

describe('rangeVerdict', () => {
  it('compares numbers past 2^53 exactly: a last position one below the first is invalid, not equal', () => {
    expect(rangeVerdict('bytes=9007199254740993-9007199254740992', 200)).toEqual({ kind: 'whole' });
    expect(rangeVerdict('bytes=9007199254740992-9007199254740993', 200)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeVerdict(`bytes=0-${'9'.repeat(5000)}`, 200)).toEqual({ kind: 'part', start: 0, end: 199 });
  });

  it('an empty file: no int range is satisfiable, a suffix is answered with the (empty) whole', () => {
    expect(rangeVerdict('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeVerdict('bytes=-5', 0)).toEqual({ kind: 'whole' });
    expect(rangeVerdict('bytes=-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('a thousand overlapping ranges cost one whole answer', () => {
    expect(rangeVerdict(`bytes=${Array.from({ length: 1000 }, () => '0-199').join(',')}`, 200)).toEqual({ kind: 'whole' });
  });
});

describe('requestRange and notModified', () => {
  it('a range only for GET, and for If-Range only with the exact Last-Modified date', () => {
    expect(requestRange('HEAD', { range: 'bytes=0-1' }, 200, validators)).toEqual({ kind: 'whole' });
    expect(requestRange('GET', { range: 'bytes=0-1' }, 200, validators)).toEqual({ kind: 'part', start: 0, end: 1 });
    expect(requestRange('GET', { range: 'bytes=0-1', 'if-range': validators.etag }, 200, validators)).toEqual({ kind: 'whole' });
    expect(requestRange('GET', { range: 'bytes=0-1', 'if-range': validators.lastModified }, 200, validators).kind).toBe('part');
    expect(requestRange('GET', { range: 'bytes=0-1', 'if-range': 'yesterday' }, 200, validators)).toEqual({ kind: 'whole' });
  });

  it('If-None-Match compares weakly and wins over If-Modified-Since; a bad date is ignored', () => {
    expect(notModified({ 'if-none-match': '"200-1700000000000"' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '"a,b", W/"200-1700000000000"' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '"x"', 'if-modified-since': validators.lastModified }, validators)).toBe(false);
    expect(notModified({ 'if-modified-since': 'not a date' }, validators)).toBe(false);
    expect(notModified({ 'if-modified-since': 'Tue, 14 Nov 2023 22:13:19 GMT' }, validators)).toBe(false);
  });
});
