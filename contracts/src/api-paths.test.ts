import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from './api-paths';

describe('apiPath', () => {
  it('puts a route below /api', () => {
    expect(apiPath(API_ROUTES.createPaymentIntent)).toBe('/api/tokens/create-payment-intent');
  });

  it('fills in a path parameter, URL-encoded, so an id cannot reach another route', () => {
    expect(apiPath(API_ROUTES.job, { id: 'job-1' })).toBe('/api/jobs/job-1');
    expect(apiPath(API_ROUTES.result, { id: '../user?x=1' })).toBe('/api/results/..%2Fuser%3Fx%3D1');
  });
});
