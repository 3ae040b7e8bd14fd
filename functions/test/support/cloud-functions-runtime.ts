import express, { type Express, type Request } from 'express';

/** The Cloud Functions runtime's own body limit. */
const RUNTIME_BODY_LIMIT = '32mb';

/**
 * Puts `app` behind the body handling the Cloud Functions runtime (the Functions Framework) does before our code
 * runs: every body is read whole into `req.rawBody`, and a JSON body is also parsed into `req.body`, so the app's
 * own JSON parser then skips it.
 */
export function behindCloudFunctionsRuntime(app: Express): Express {
  const keepRawBody = (req: Request, _res: unknown, buffer: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buffer;
  };
  const runtime = express();
  runtime.use(express.json({ limit: RUNTIME_BODY_LIMIT, verify: keepRawBody }));
  runtime.use(express.raw({ type: '*/*', limit: RUNTIME_BODY_LIMIT, verify: keepRawBody }));
  runtime.use(app);
  return runtime;
}
