import { describe, expect, it } from 'vitest';
import { listingWorld } from '../../../test/memory/listings-fixture';
import { StagingNotAffordableError } from './listing-errors';

describe('staging a listing', () => {
  it('debits once per Idempotency-Key, and a replay answers the same batch', async () => {
    const world = await listingWorld(10);
    // Two requests with one key at once: both pass the early look for the key, one transaction claims it.
    const outcomes = await Promise.all([world.stage('maple-1'), world.stage('maple-1')]);
    const first = outcomes.find(({ replayed }) => !replayed);
    expect(first?.staging).toMatchObject({ cost: 2, remarked: [] });
    expect(first?.staging.jobs.map(({ photoId }) => photoId)).toEqual(world.photoIds);
    const later = await world.stage('maple-1');
    for (const replay of [...outcomes.filter(({ replayed }) => replayed), later]) {
      expect(replay).toEqual({ staging: first?.staging, replayed: true });
    }
    expect(world.balance()).toBe(8);
    expect(world.ledger('listing_staging')).toHaveLength(1);
    expect(world.store.query('remixJobs')).toHaveLength(2);
  });

  it('stages only the photos without a take of that look, and charges only for them', async () => {
    const world = await listingWorld(10);
    const [kitchen, living] = world.photoIds;
    await world.stage('kitchen', { photoIds: [kitchen] });
    await world.finish();
    const rest = await world.stage('rest');
    expect(rest.staging.cost).toBe(1);
    expect(rest.staging.jobs.map(({ photoId }) => photoId)).toEqual([living]);
    await world.finish();
    const nothingNew = await world.stage('nothing-new');
    expect(nothingNew.staging).toMatchObject({ cost: 0, jobs: [] });
    expect(world.balance()).toBe(8);
    expect(world.ledger('listing_staging').map(({ delta }) => delta)).toEqual([-1, -1]);
  });

  it('re-marks staged photos for free when only the disclosure changes', async () => {
    const world = await listingWorld(10);
    const { staging } = await world.stage('labelled', { disclosure: 'label' });
    await world.finish();
    const ledgerBefore = world.ledger();
    const remark = await world.stage('captioned', { disclosure: 'caption' });
    expect(remark.staging).toMatchObject({ cost: 0, jobs: [], remarked: world.photoIds });
    expect(world.balance()).toBe(8);
    expect(world.ledger()).toEqual(ledgerBefore);
    for (const { jobId } of staging.jobs) expect(world.job(jobId)?.listing?.disclosure).toBe('caption');
    expect(world.listing()?.photos.map(({ stagingJobId }) => stagingJobId)).toEqual(
      staging.jobs.map(({ jobId }) => jobId),
    );
  });

  it('refuses a staging the balance cannot pay for, changing nothing', async () => {
    const world = await listingWorld(1);
    await expect(world.stage('too-dear')).rejects.toBeInstanceOf(StagingNotAffordableError);
    expect(world.balance()).toBe(1);
    expect(world.ledger()).toEqual([]);
    expect(world.store.query('remixJobs')).toEqual([]);
    expect(world.listing()?.batch).toBeNull();
  });
});
