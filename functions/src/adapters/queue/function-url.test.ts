import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deployedFunctionUrl } from './function-url';

/**
 * A fake of the Cloud Functions v2 API's `projects.locations.functions.get` (GET /v2/{name}), answering the Function
 * resource (`serviceConfig.uri`, "URI of the Service deployed") or a google.rpc.Status error body, as the API's
 * reference (cloud.google.com/functions/docs/reference/rest/v2/projects.locations.functions) describes them.
 */
async function fakeFunctionsApi(answer: { status: number; body: unknown }) {
  const requests: { url: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  running = server;
  return { requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
let running: Server | undefined;
afterEach(() => {
  running?.close();
});

const lookUp = (apiBaseUrl: string) =>
  deployedFunctionUrl({
    projectId: 'roomremix-prod',
    region: 'us-central1',
    functionName: 'remixWorker',
    accessToken: async () => 'ya29.token',
    apiBaseUrl,
  });

describe("the worker's own URL", () => {
  it('reads serviceConfig.uri of the function once, with the access token, and keeps it', async () => {
    const uri = 'https://remixworker-abc123-uc.a.run.app';
    const api = await fakeFunctionsApi({
      status: 200,
      body: { name: 'projects/roomremix-prod/locations/us-central1/functions/remixWorker', serviceConfig: { uri } },
    });
    const url = lookUp(api.url);
    expect(await url()).toBe(uri);
    expect(await url()).toBe(uri);
    expect(api.requests).toEqual([
      {
        url: '/v2/projects/roomremix-prod/locations/us-central1/functions/remixWorker',
        authorization: 'Bearer ya29.token',
      },
    ]);
  });

  it('answers undefined when the API refuses, and asks again next time', async () => {
    const api = await fakeFunctionsApi({
      status: 403,
      body: {
        error: { code: 403, message: "Permission 'cloudfunctions.functions.get' denied", status: 'PERMISSION_DENIED' },
      },
    });
    const url = lookUp(api.url);
    expect(await url()).toBeUndefined();
    expect(await url()).toBeUndefined();
    expect(api.requests).toHaveLength(2);
  });

  it('answers undefined when the API cannot be reached', async () => {
    const api = await fakeFunctionsApi({ status: 200, body: {} });
    running?.close();
    await once(running!, 'close');
    expect(await lookUp(api.url)()).toBeUndefined();
  });
});
