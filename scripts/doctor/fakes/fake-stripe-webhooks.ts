import { json, listen, type RunningFake } from './listen';

/**
 * Stripe's webhook endpoints list, as the `stripe` SDK calls it (node_modules/stripe/esm/resources/WebhookEndpoints.js
 * `list`: `GET /v1/webhook_endpoints`, auto-paging with `starting_after`): `Authorization: Bearer sk_…` →
 * `{object:'list', url:'/v1/webhook_endpoints', has_more, data:[{id, object:'webhook_endpoint', url, status:
 * 'enabled'|'disabled', enabled_events, api_version, livemode, …}]}`; a bad key gets 401
 * `{error:{type:'invalid_request_error', message:'Invalid API Key provided: …'}}` (docs.stripe.com/api/webhook_endpoints/list,
 * docs.stripe.com/api/errors).
 */
export interface StripeWebhooksState {
  key: string;
  /** `api_version` null: the endpoint was created without one and gets events at the account's default version. */
  endpoints: { url: string; status: 'enabled' | 'disabled'; enabled_events: string[]; api_version: string | null }[];
}

/** Starts the fake; the SDK reaches it through `{host:'127.0.0.1', port, protocol:'http'}`. */
export async function startFakeStripeWebhooks(state: StripeWebhooksState): Promise<RunningFake> {
  return listen((request, response) => {
    const url = new URL(request.path, 'http://fake');
    if (request.method !== 'GET' || url.pathname !== '/v1/webhook_endpoints') {
      json(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        },
      });
      return;
    }
    if (request.headers.authorization !== `Bearer ${state.key}`) {
      json(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_****' },
      });
      return;
    }
    const all = state.endpoints.map((endpoint, index) => ({
      id: `we_${String(index + 1).padStart(4, '0')}`,
      object: 'webhook_endpoint',
      application: null,
      created: 1745000000 + index,
      description: null,
      livemode: true,
      metadata: {},
      ...endpoint,
    }));
    // One per page, so the SDK's auto-paging (starting_after) is exercised.
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 1);
    const after = url.searchParams.get('starting_after');
    const start = after ? all.findIndex((endpoint) => endpoint.id === after) + 1 : 0;
    const data = all.slice(start, start + limit);
    json(response, 200, { object: 'list', url: '/v1/webhook_endpoints', has_more: start + limit < all.length, data });
  });
}
