import { describe, expect, it } from 'vitest';
import { memoryIdentity } from '../../../test/memory/memory-identity';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { SESSION_DURATION_MS } from '../../domain/session';
import { endSession, endUserSessions, readSession, sessionIdOf, startSession } from './sessions';

async function signedInUsers() {
  let nowMs = 1_700_000_000_000;
  const identity = memoryIdentity();
  const deps = { repositories: memoryRepositories(), identity, now: () => new Date(nowMs) };
  const alice = await identity.signUp('alice@example.test', 'secret-1');
  const bob = await identity.signUp('bob@example.test', 'secret-2');
  const signIn = (user: { uid: string; idToken: string }) => startSession(deps, user.uid, user.idToken);
  const signedIn = async (cookie: string) => (await readSession(deps, cookie))?.uid ?? null;
  return { deps, alice, bob, signIn, signedIn, later: (ms: number) => void (nowMs += ms) };
}

describe('sessions', () => {
  it('keeps a browser signed in for 14 days, then no longer', async () => {
    const { alice, signIn, signedIn, later } = await signedInUsers();
    const cookie = await signIn(alice);
    later(SESSION_DURATION_MS - 1000);
    expect(await signedIn(cookie)).toBe(alice.uid);
    later(1000);
    expect(await signedIn(cookie)).toBeNull();
  });

  it('signs out one browser alone', async () => {
    const { deps, alice, signIn, signedIn } = await signedInUsers();
    const [laptop, phone] = [await signIn(alice), await signIn(alice)];
    await endSession(deps, sessionIdOf(laptop) ?? '');
    expect(await signedIn(laptop)).toBeNull();
    expect(await signedIn(phone)).toBe(alice.uid);
  });

  it("signs out every browser of the user at once, or every one but the browser that asked, and nobody else's", async () => {
    const { deps, alice, bob, signIn, signedIn } = await signedInUsers();
    const [laptop, phone, tablet] = [await signIn(alice), await signIn(alice), await signIn(alice)];
    const bobs = await signIn(bob);
    expect(await endUserSessions(deps, alice.uid, sessionIdOf(laptop))).toBe(2);
    expect([await signedIn(laptop), await signedIn(phone), await signedIn(tablet)]).toEqual([alice.uid, null, null]);
    expect(await endUserSessions(deps, alice.uid)).toBe(1);
    expect(await signedIn(laptop)).toBeNull();
    expect(await signedIn(bobs)).toBe(bob.uid);
  });

  it('refuses a cookie without a session key, or one whose record names another user', async () => {
    const { deps, alice, bob, signIn, signedIn } = await signedInUsers();
    const cookie = await signIn(alice);
    expect(await signedIn(cookie.slice(cookie.indexOf('.') + 1))).toBeNull();
    const bobsFirebaseCookie = (await signIn(bob)).split('.').slice(1).join('.');
    const alicesKey = cookie.slice(0, cookie.indexOf('.'));
    expect(await signedIn(`${alicesKey}.${bobsFirebaseCookie}`)).toBeNull();
    expect(await deps.repositories.sessions.idsOf(alice.uid)).toHaveLength(1);
  });
});
