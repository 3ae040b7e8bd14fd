import { describe, expect, it } from 'vitest';
import { describeStanding, modelRetirement, modelStanding, type ModelCatalogue } from './model-catalogue';

type Caps = { images: number };
const row = (id: string, fields: Partial<ModelCatalogue<Caps>['rows'][number]> = {}) => ({
  id,
  capabilities: { images: 14 },
  released: '2026-01-01',
  deprecatedOn: null,
  shutDownOn: null,
  replacement: null,
  source: 'https://example.com/models',
  checked: '2026-11-26',
  ...fields,
});
const CATALOGUE: ModelCatalogue<Caps> = {
  provider: 'Acme',
  variable: 'ACME_MODEL',
  rows: [
    row('acme-2'),
    row('acme-1', { deprecatedOn: '2026-10-06', replacement: 'acme-2' }),
    row('acme-0', { deprecatedOn: '2026-06-02', shutDownOn: '2026-12-01', replacement: 'acme-2' }),
    row('acme-preview', { capabilities: { images: 3 }, released: null, unknown: ['images per request', 'lifecycle'] }),
  ],
  conservative: { images: 3 },
};
const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe('modelStanding', () => {
  it.each([
    ['a current model', 'acme-2', '2026-11-27', { status: 'current', capabilities: { images: 14 } }],
    [
      'a model on its deprecation day',
      'acme-1',
      '2026-10-06',
      {
        status: 'deprecated',
        capabilities: { images: 14 },
        warning: 'ACME_MODEL=acme-1 was deprecated on 2026-10-06; use acme-2',
      },
    ],
    ['a model the day before its deprecation', 'acme-1', '2026-10-05', { status: 'current' }],
    [
      'a deprecated model with a shutdown day ahead',
      'acme-0',
      '2026-11-30',
      {
        status: 'deprecated',
        warning: 'ACME_MODEL=acme-0 was deprecated on 2026-06-02 and shuts down on 2026-12-01; use acme-2',
      },
    ],
    [
      'a model on its shutdown day',
      'acme-0',
      '2026-12-01',
      { status: 'shut-down', problem: 'ACME_MODEL=acme-0 was shut down on 2026-12-01; use acme-2' },
    ],
    ['an id not in the table', 'acme-3', '2026-11-27', { status: 'unknown', capabilities: { images: 3 }, row: null }],
    ['an id that differs only in case', 'ACME-2', '2026-11-27', { status: 'unknown' }],
  ])('%s', (_case, id, day, expected) => {
    expect(modelStanding(CATALOGUE, id, on(day))).toMatchObject(expected);
  });

  it('names an unknown id in its warning and says it runs conservatively', () => {
    const standing = modelStanding(CATALOGUE, 'acme-3', on('2026-11-27'));
    expect(standing.status === 'unknown' && standing.warning).toMatch(
      /^ACME_MODEL=acme-3 is not in our Acme model catalogue: it runs with the most conservative capabilities/,
    );
  });

  it('runs a row whose facts the provider did not publish, with a warning naming what is unknown', () => {
    expect(modelStanding(CATALOGUE, 'acme-preview', on('2026-11-27'))).toMatchObject({
      status: 'current',
      capabilities: { images: 3 },
      warning:
        'ACME_MODEL=acme-preview: the provider does not publish its images per request, lifecycle; it runs with the ' +
        'conservative value for each and no known shutdown (https://example.com/models, checked 2026-11-26)',
    });
    expect(modelStanding(CATALOGUE, 'acme-2', on('2026-11-27'))).not.toHaveProperty('warning');
    expect(describeStanding(modelStanding(CATALOGUE, 'acme-preview', on('2026-11-27')))).toMatch(
      /^current, with unknowns: ACME_MODEL=acme-preview: the provider does not publish/,
    );
  });

  it('describes each standing for the deploy plan', () => {
    expect(describeStanding(modelStanding(CATALOGUE, 'acme-2', on('2026-11-27')))).toBe(
      'current, released 2026-01-01 (https://example.com/models, checked 2026-11-26)',
    );
    expect(describeStanding(modelStanding(CATALOGUE, 'acme-0', on('2026-12-02')))).toBe(
      'SHUT DOWN: ACME_MODEL=acme-0 was shut down on 2026-12-01; use acme-2',
    );
  });
});

describe('modelRetirement (what deploys refuse)', () => {
  it.each([
    ['a model with no shutdown day', 'acme-2', '2026-11-27', null],
    ['a deprecated model with no shutdown day', 'acme-1', '2026-11-27', null],
    ['an id not in the table (its shutdown is unknown: a warning, never a refusal)', 'acme-3', '2026-11-27', null],
    ['a model that shuts down in 15 days', 'acme-0', '2026-11-16', null],
    [
      'a model that shuts down in 14 days',
      'acme-0',
      '2026-11-17',
      {
        shutDown: false,
        problem:
          'ACME_MODEL=acme-0 shuts down on 2026-12-01, in 14 days (deploys refuse a model 14 days before its shutdown); use acme-2',
      },
    ],
    [
      'a model that shuts down tomorrow',
      'acme-0',
      '2026-11-30',
      {
        shutDown: false,
        problem:
          'ACME_MODEL=acme-0 shuts down on 2026-12-01, in 1 day (deploys refuse a model 14 days before its shutdown); use acme-2',
      },
    ],
    [
      'a model on its shutdown day',
      'acme-0',
      '2026-12-01',
      { shutDown: true, problem: 'ACME_MODEL=acme-0 was shut down on 2026-12-01; use acme-2' },
    ],
  ])('%s', (_case, id, day, expected) => {
    expect(modelRetirement(CATALOGUE, id, on(day))).toEqual(expected);
  });

  it('counts whole UTC days whatever the hour of the clock', () => {
    const lateOnThe17th = new Date('2026-11-17T23:59:59Z');
    expect(modelRetirement(CATALOGUE, 'acme-0', lateOnThe17th)?.problem).toContain('in 14 days');
    expect(modelRetirement(CATALOGUE, 'acme-0', new Date('2026-11-16T00:00:00Z'))).toBeNull();
  });

  it('takes another window when asked', () => {
    expect(modelRetirement(CATALOGUE, 'acme-0', on('2026-11-01'), 30)?.shutDown).toBe(false);
    expect(modelRetirement(CATALOGUE, 'acme-0', on('2026-11-01'), 29)).toBeNull();
  });
});
