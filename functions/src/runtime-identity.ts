/**
 * The service account the functions run as, read at deploy from functions/.env.<project> (RUNTIME_SERVICE_ACCOUNT)
 * like secret-bindings.ts. The api enqueues remix tasks with this account's OIDC token, so it is also the one caller
 * remixWorker's queue may deliver as: index.ts makes it the queue's `invoker`, for which `firebase deploy` grants
 * roles/run.invoker on the worker's Cloud Run service and roles/cloudtasks.enqueuer on its queue. Null when unset
 * (the emulators need none; deploy:check refuses a real project without it).
 */
export function runtimeServiceAccount(env: Readonly<Record<string, string | undefined>>): string | null {
  const value = env.RUNTIME_SERVICE_ACCOUNT?.trim();
  if (!value) return null;
  if (!SERVICE_ACCOUNT.test(value)) {
    throw new Error(
      `RUNTIME_SERVICE_ACCOUNT must be a service account e-mail such as 123456789-compute@developer.gserviceaccount.com, not '${value}'`,
    );
  }
  return value;
}

/** A Google service account's e-mail (user-managed or a Google-managed default). */
const SERVICE_ACCOUNT = /^[a-z0-9-]{1,63}@[a-z0-9-]+(\.[a-z0-9-]+)*\.gserviceaccount\.com$/;
