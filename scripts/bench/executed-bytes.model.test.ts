import { describe, expect, it } from 'vitest';
import { executedBytes } from './executed-bytes.model.ts';

const range = (startOffset: number, endOffset: number, count: number) => ({ startOffset, endOffset, count });

describe('executedBytes', () => {
  it('counts a function that ran, whole', () => {
    expect(executedBytes([{ ranges: [range(0, 100, 1)] }])).toBe(100);
  });

  it('counts nothing of a function that never ran', () => {
    expect(executedBytes([{ ranges: [range(0, 100, 0)] }])).toBe(0);
  });

  it('leaves out the blocks of a function that did not run', () => {
    expect(executedBytes([{ ranges: [range(0, 100, 3), range(20, 50, 0)] }])).toBe(70);
  });

  it('counts a block that ran inside one that did not', () => {
    expect(executedBytes([{ ranges: [range(0, 100, 1), range(10, 60, 0), range(30, 40, 2)] }])).toBe(60);
  });

  it('reads the script’s top level and its functions together, whatever their order', () => {
    const script = { ranges: [range(0, 1000, 1)] };
    const unused = { ranges: [range(100, 400, 0)] };
    const used = { ranges: [range(500, 600, 4), range(550, 560, 0)] };
    expect(executedBytes([used, unused, script])).toBe(1000 - 300 - 10);
  });

  it('counts each byte once where ranges touch', () => {
    expect(executedBytes([{ ranges: [range(0, 10, 1)] }, { ranges: [range(10, 20, 1)] }])).toBe(20);
  });
});
