import { describe, expect, it } from 'vitest';
import { budgeted } from './budget';

/** A piece of work that runs until `finish` is called, recording when it started. */
function work(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('budgeted', () => {
  it('runs at once what fits, and the rest in the order it asked as cost is given back', async () => {
    const within = budgeted(50);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => work(started, name)) as [
      ReturnType<typeof work>,
      ReturnType<typeof work>,
      ReturnType<typeof work>,
      ReturnType<typeof work>,
    ];
    const runs = [within(20, a.run), within(20, b.run), within(48, c.run), within(5, d.run)];
    await settle();
    // d would fit, but c asked first: it is not passed over.
    expect(started).toEqual(['a', 'b']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    d.finish();
    await Promise.all(runs);
  });

  it('runs a cost above the capacity alone, and gives the cost back when the work fails', async () => {
    const within = budgeted(10);
    await expect(within(500, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    const started: string[] = [];
    const big = work(started, 'big');
    const small = work(started, 'small');
    const runs = [within(500, big.run), within(1, small.run)];
    await settle();
    expect(started).toEqual(['big']);
    big.finish();
    await settle();
    expect(started).toEqual(['big', 'small']);
    small.finish();
    await Promise.all(runs);
  });
});
