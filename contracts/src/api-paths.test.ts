import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_PREFIX, API_ROUTES, apiPath } from './api-paths';

describe('apiPath', () => {
  it('puts a route below /api', () => {
    expect(apiPath(API_ROUTES.createPaymentIntent)).toBe('/api/tokens/create-payment-intent');
  });

  it('fills in a path parameter, URL-encoded, so an id cannot reach another route', () => {
    expect(apiPath(API_ROUTES.job, { id: 'job-1' })).toBe('/api/jobs/job-1');
    expect(apiPath(API_ROUTES.result, { id: '../user?x=1' })).toBe('/api/results/..%2Fuser%3Fx%3D1');
  });
});

describe('admin routes', () => {
  it('live under ADMIN_ROUTE_PREFIX, and every route there is an admin route, so the admin check guards them all', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      expect(name.startsWith('admin'), name).toBe(route.startsWith(`${ADMIN_ROUTE_PREFIX}/`));
    }
  });
});
