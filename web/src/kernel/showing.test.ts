import { describe, expect, it } from 'vitest';
import { Showing } from './showing.ts';

describe('Showing', () => {
  it('hands the answer over while the showing lasts', async () => {
    const showing = new Showing();
    const seen: string[] = [];

    const applied = await showing.answer(Promise.resolve('ready'), (answer) => seen.push(answer));

    expect([applied, seen]).toEqual(['ready', ['ready']]);
  });

  it('drops an answer that arrives after the showing ended', async () => {
    const showing = new Showing();
    const seen: string[] = [];
    let resolve: (answer: string) => void = () => undefined;
    const pending = showing.answer(new Promise<string>((done) => (resolve = done)), (answer) =>
      seen.push(answer),
    );

    showing.end();
    resolve('late');

    expect([await pending, seen]).toEqual([undefined, []]);
  });

  it('takes the answers asked for after it ended', async () => {
    const showing = new Showing();
    showing.end();
    const seen: string[] = [];

    await showing.answer(Promise.resolve('again'), (answer) => seen.push(answer));

    expect(seen).toEqual(['again']);
  });
});
