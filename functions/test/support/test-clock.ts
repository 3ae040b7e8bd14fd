import type { Clock } from '../../src/domain/clock';

/** A clock a test can stop at a moment of its choosing; the system's time until then, and again after `release`. */
export interface TestClock {
  now: Clock;
  stopAt(ms: number): void;
  release(): void;
}

export function testClock(): TestClock {
  let stoppedAt: number | null = null;
  return {
    now: () => new Date(stoppedAt ?? Date.now()),
    stopAt: (ms) => {
      stoppedAt = ms;
    },
    release: () => {
      stoppedAt = null;
    },
  };
}
