import { GoogleAuth } from 'google-auth-library';
import { STRIPE_API_VERSION } from '../functions/src/adapters/payments/stripe-api-version';
import { STRIPE_WEBHOOK_EVENTS } from '../functions/src/adapters/payments/stripe-webhook-events';
import { FUNCTIONS_DIR } from './deploy/discovery';
import { loadFunctionsEnvFiles } from './deploy/firebase-tools';
import { doctorReport } from './doctor/checks';
import { createGoogleRest, GOOGLE_ENDPOINTS } from './doctor/google-rest';
import { runDoctor } from './doctor/run-doctor';
import { REPO_ROOT } from './lib/repo';

const HELP = `npm run doctor -- --project <project-id> [--allow-retiring-model]

Checks a LIVE, deployed RoomRemix project and prints one line per check: ✔ ok, ✘ failed (with a fix), ! warning,
- skipped. Exits 1 if any check fails. Run it after \`firebase deploy\`.

Reads what a deploy reads: functions/.env and functions/.env.<project-id> (IMAGE_ENGINE and its model,
ALLOWED_ORIGINS, WEB_AUTH_DOMAIN, STORAGE_BUCKET, RUNTIME_SERVICE_ACCOUNT, STRIPE_PUBLISHABLE_KEY).

Checks:
  1. the engine's model is served for the key (Gemini models.get / OpenAI models.retrieve); fails when OpenAI
     announces its shutdown within 14 days, warns when later
  2. the engine's model is not shut down nor shutting down within 14 days, by our model catalogue (fails naming
     the replacement; --allow-retiring-model makes a coming shutdown a warning, for an emergency)
  3. the Google APIs a deploy needs are enabled (Service Usage)
  4. RUNTIME_SERVICE_ACCOUNT holds its project roles (Resource Manager getIamPolicy)
  5. that account has roles/run.invoker on remixWorker's Cloud Run service
  6. the bucket's CORS lets the allowed origins GET
  7. Authentication's authorised domains hold the serving domains
  8. Google sign-in on WEB_AUTH_DOMAIN: prints the exact redirect URI (https://<domain>/__/auth/handler) the OAuth
     client must list (a reminder: no API reads it), unless it is the project's firebaseapp.com domain
  9. a Stripe webhook endpoint https://<domain>/api/stripe/webhook is enabled with the events the app handles, at
     the API version the app pins (skipped when payments are off)

Credentials:
  Google: application default credentials (\`gcloud auth application-default login\` as a project owner or viewer).
  Engine: GEMINI_API_KEY or OPENAI_API_KEY in the environment. Stripe: STRIPE_SECRET_KEY in the environment.
  e.g. GEMINI_API_KEY=… STRIPE_SECRET_KEY=… npm run doctor -- --project my-project`;

/** `npm run doctor -- --project <id>`: checks the live project (see HELP). */
async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const at = argv.indexOf('--project');
  const projectId = at >= 0 ? argv[at + 1] : undefined;
  if (!projectId || projectId.startsWith('-')) {
    console.error('✘ npm run doctor needs --project <project-id>: it checks a live project (see --help).');
    return 1;
  }
  if (projectId.startsWith('demo-')) {
    console.error(
      `✘ ${projectId} is a demo project: it has no live resources to check. Use npm run deploy:check for it.`,
    );
    return 1;
  }
  const envFiles = loadFunctionsEnvFiles(FUNCTIONS_DIR, projectId, REPO_ROOT);
  const auth = new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/cloud-platform'] });
  const accessToken = async () => {
    const token = await auth.getAccessToken();
    if (!token) throw new Error('no access token from application default credentials');
    return token;
  };
  const results = await runDoctor({
    projectId,
    envFiles,
    secrets: process.env,
    google: createGoogleRest(accessToken, projectId),
    endpoints: GOOGLE_ENDPOINTS,
    stripeEvents: STRIPE_WEBHOOK_EVENTS,
    stripeApiVersion: STRIPE_API_VERSION,
    allowRetiringModel: argv.includes('--allow-retiring-model'),
  });
  const report = doctorReport(results);
  console.log(report.lines.join('\n'));
  return report.code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
