import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LatestLoad } from './latest-load.ts';

describe('LatestLoad', () => {
  it('loads at once and again when the followed value changes, with the value before', () => {
    const language = observable.box('lv');
    const loads: string[] = [];
    const latest = new LatestLoad<string>();

    latest.follow(
      () => language.get(),
      (value, previous) => loads.push(`${previous ?? '-'}→${value}`),
    );
    latest.follow(
      () => language.get(),
      () => loads.push('second follow'),
    );
    runInAction(() => {
      language.set('en');
    });
    latest.stop();
    runInAction(() => {
      language.set('ru');
    });

    expect(loads).toEqual(['-→lv', 'lv→en']);
  });

  it('keeps only the latest load’s answer: a newer load or a stop drops the older', () => {
    const latest = new LatestLoad<string>();
    const first = latest.begin();
    const second = latest.begin();
    const before = [first(), second()];
    latest.stop();

    expect([...before, second()]).toEqual([false, true, false]);
  });
});
