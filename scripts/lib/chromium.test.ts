import { describe, expect, it } from 'vitest';
import { ChromiumMissingError, findChromium } from './chromium';

const on =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('findChromium', () => {
  it.each([
    [
      'ROOMREMIX_CHROMIUM first',
      { ROOMREMIX_CHROMIUM: '/opt/chrome', PATH: '/usr/bin' },
      on('/opt/chrome', '/usr/bin/chromium'),
      '/opt/chrome',
    ],
    [
      "then Debian's /usr/bin/chromium",
      { PATH: '/bin' },
      on('/usr/bin/chromium', '/bin/chromium'),
      '/usr/bin/chromium',
    ],
    [
      'then chromium on PATH',
      { PATH: '/snap/bin:/bin' },
      on('/snap/bin/chromium', '/bin/google-chrome'),
      '/snap/bin/chromium',
    ],
    [
      'then google-chrome on PATH',
      { PATH: '/opt/google/bin' },
      on('/opt/google/bin/google-chrome'),
      '/opt/google/bin/google-chrome',
    ],
  ])('takes %s', (_case, env, present, expected) => {
    expect(findChromium(env, present)).toBe(expected);
  });

  it('stops with one line naming the install command and the variable when there is none', () => {
    const find = () => findChromium({ PATH: '/bin' }, on());
    expect(find).toThrow(ChromiumMissingError);
    expect(find).toThrow(
      'No browser for the e2e tests (looked for ROOMREMIX_CHROMIUM, /usr/bin/chromium, chromium, google-chrome): run apt-get install -y chromium, or set ROOMREMIX_CHROMIUM to a Chromium or Chrome binary',
    );
  });

  it('refuses a ROOMREMIX_CHROMIUM that is not there rather than quietly taking another browser', () => {
    expect(() =>
      findChromium({ ROOMREMIX_CHROMIUM: '/nope/chrome', PATH: '/usr/bin' }, on('/usr/bin/chromium')),
    ).toThrow(/^ROOMREMIX_CHROMIUM=\/nope\/chrome is not an executable browser/);
  });
});
