import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@roomremix/contracts/remix';
import { collections } from '../../src/adapters/firestore/collections';
import type { AuditEntryRecord } from '../../src/ports/admin-audit';
import { setUserRole } from '../../src/services/admin/roles';
import type { ApiClient } from './api-client';
import { signUp } from './accounts';
import { sendAs } from './remix';
import { preparedForFile, type TestApp } from './test-app';
import { firestoreRepositories } from '../../src/adapters/firestore/repositories';

/** The audit actor of roles the tests grant, as `npm run admin` would name its command line. */
export const TEST_COMMAND_ACTOR = { kind: 'command', uid: null, name: 'functions/test' } as const;

/** A registered, signed-in user. */
export interface SignedInUser {
  client: ApiClient;
  uid: string;
  username: string;
}

/** Registers a user through the API and gives them the admin role the way `npm run admin -- grant` does. */
export async function signedInAdmin(app: TestApp): Promise<SignedInUser> {
  const user = await signedInUser(app);
  await setUserRole(firestoreRepositories(app.db), user.username, 'admin', TEST_COMMAND_ACTOR);
  return user;
}

/** The file's admin, signed in before its tests. Pass the app as a function, as useSeededCatalog explains. */
export function useSignedInAdmin(app: () => TestApp): SignedInUser {
  return preparedForFile(() => signedInAdmin(app()));
}

/** Registers a user through the API; their client holds the session. */
export async function signedInUser(app: TestApp): Promise<SignedInUser> {
  const { client, user } = await signUp(app);
  return { client, uid: user.id, username: user.username };
}

/** Sends a request as the client (its cookie and an allowed Origin), with a JSON body when one is given. */
export function sendJson(
  app: TestApp,
  client: ApiClient,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sendAs(app, client, method, path, {
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
  });
}

/** `POST /api/admin/users/:uid/token-adjustments` with an Idempotency-Key (a new one unless given). */
export function adjustTokens(
  app: TestApp,
  admin: ApiClient,
  uid: string,
  body: unknown,
  idempotencyKey: string = randomUUID(),
): Promise<Response> {
  return sendJson(app, admin, 'POST', `/api/admin/users/${uid}/token-adjustments`, body, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
}

/** The stored audit entries about one target (a uid, job id, coupon code, package id or payment), oldest first. */
export async function auditOf(app: TestApp, targetId: string): Promise<AuditEntryRecord[]> {
  const snapshot = await collections.adminAudit(app.db).where('target.id', '==', targetId).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
