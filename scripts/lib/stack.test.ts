import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';
import { benchPorts, devPorts, type StackPorts, testPorts } from './stack';

/** The largest offset, as README and docs/testing.md state it. */
const LARGEST_OFFSET = 3000;
/**
 * The offsets that would put a port where Node's fetch and browsers refuse to connect (the Fetch standard's blocked
 * ports): 1000 puts hosting on 6000, 2000 firestore on 10080, 60 hosting and functions on 5060 and 5061.
 */
const BLOCKED_OFFSETS = [60, 1000, 2000];
/** Every offset the stacks may use: the multiples of 10 from 0 to the largest, but those. */
const SAFE_OFFSETS = Array.from({ length: LARGEST_OFFSET / 10 + 1 }, (_, index) => index * 10).filter(
  (offset) => !BLOCKED_OFFSETS.includes(offset),
);

describe('port offsets', () => {
  it("firebase.json's emulator ports are the dev ports (offset 0)", () => {
    const { emulators } = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
      emulators: Record<string, { port?: number }>;
    };
    const ports: Partial<StackPorts> = devPorts(0);
    for (const [name, port] of Object.entries(ports)) {
      if (name !== 'firestore') expect(emulators[name]?.port, name).toBe(port);
    }
  });

  it('stacks at any two offsets that are multiples of 10 up to the largest share no port (100 took the default logging port)', () => {
    const owners = new Map<number, string>();
    const collisions: string[] = [];
    for (const offset of SAFE_OFFSETS) {
      for (const [service, port] of Object.entries(devPorts(offset))) {
        const owner = owners.get(port);
        if (owner) collisions.push(`${port}: ${owner} and ${service} at offset ${offset}`);
        else owners.set(port, `${service} at offset ${offset}`);
      }
    }
    expect(collisions).toEqual([]);
  });

  it('keeps the defaults: npm start at 0, npm test at 10 and its stack tier at 50, npm run bench at 70', () => {
    expect(devPorts(0)).toMatchObject({ hosting: 5000, functions: 5001, auth: 9099, firestore: 8080 });
    expect(testPorts(10)).toMatchObject({ hosting: 5010, functions: 5011, auth: 9109, firestore: 8090 });
    expect(devPorts(50).hosting).toBe(5050);
    expect(benchPorts()).toEqual(devPorts(70));
  });

  it.each<[string, () => StackPorts, string]>([
    ['that is not a multiple of 10', () => devPorts(105), 'ROOMREMIX_PORT_OFFSET=105'],
    ['that is negative', () => testPorts(-10), 'ROOMREMIX_TEST_PORT_OFFSET=-10'],
    [
      'that is past the largest',
      () => testPorts(LARGEST_OFFSET + 10),
      `ROOMREMIX_TEST_PORT_OFFSET=${LARGEST_OFFSET + 10}`,
    ],
    ['that is not a number', () => devPorts('ten'), 'ROOMREMIX_PORT_OFFSET=ten'],
    ['for the bench that is not a multiple of 10', () => benchPorts(65), 'ROOMREMIX_BENCH_PORT_OFFSET=65'],
  ])('refuses an offset %s, naming the variable and the offsets that are safe', (_case, ports, named) => {
    expect(ports).toThrow(named);
    expect(ports).toThrow(`must be a multiple of 10 from 0 to ${LARGEST_OFFSET}`);
  });

  it.each([
    [1000, 'hosting', 6000],
    [2000, 'firestore', 10080],
    [60, 'hosting', 5060],
  ])('refuses offset %i, which puts %s on port %i that fetch refuses to reach', (offset, service, port) => {
    expect(() => devPorts(offset)).toThrow(`ROOMREMIX_PORT_OFFSET=${offset} puts ${service} on port ${port}`);
  });
});
