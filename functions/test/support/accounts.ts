import { publicUserSchema, type PublicUser } from '@roomremix/contracts/auth';
import { expect } from 'vitest';
import { collections } from '../../src/adapters/firestore/collections';
import { type ApiClient, apiClient, uniqueEmail, uniqueUsername } from './api-client';
import type { TestApp } from './test-app';
import type { UserRecord } from '../../src/ports/users';

/** The password every test account gets. */
export const PASSWORD = 'correct-horse';

/** A registration body with a unique username and e-mail. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername(),
    password: PASSWORD,
    email: uniqueEmail(),
    fullName: 'Ada Lovelace',
    ...overrides,
  };
}

/** Registers through the API (asserting 201) and returns the user it answered with. */
export async function register(
  client: ApiClient,
  overrides: Record<string, unknown> = {},
): Promise<PublicUser & { password: string }> {
  const body = newRegistration(overrides);
  const response = await client.post('/api/register', body);
  expect(response.status).toBe(201);
  return { ...(await readPublicUser(response)), password: body.password };
}

/** A user registered through the API from a new client of the app, which holds their session. */
export async function signUp(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ client: ApiClient; user: PublicUser & { password: string } }> {
  const client = apiClient(app);
  return { client, user: await register(client, overrides) };
}

/** Reads a response body that must be exactly a PublicUser: the contract's fields and nothing more. */
export async function readPublicUser(response: Response): Promise<PublicUser> {
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
  return publicUserSchema.parse(body);
}

/** `users/{uid}` as stored, or undefined. */
export async function storedProfile(app: TestApp, uid: string): Promise<UserRecord | undefined> {
  return (await collections.users(app.db).doc(uid).get()).data();
}

/** The uid `usernames/{lower}` points to, or undefined. */
export async function usernameOwner(app: TestApp, username: string): Promise<string | undefined> {
  return (await collections.usernames(app.db).doc(username.toLowerCase()).get()).data()?.uid;
}
