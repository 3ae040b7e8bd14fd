import { describe, expect, it } from 'vitest';
import { memoryIdentity } from '../../../test/memory/memory-identity';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { quietLogger } from '../../../test/memory/quiet-logger';
import { UsernameTakenError } from './accounts';
import { type Registration, registerAccount } from './registration';

const policy = { maxAttempts: 10, windowMs: 60_000 };

function accounts() {
  const repositories = memoryRepositories();
  const identity = memoryIdentity();
  const deps = { repositories, identity, logger: quietLogger(), rateLimitIdSecret: 'test-secret' };
  const register = (registration: Partial<Registration> & { username: string; email: string }) =>
    registerAccount(deps, policy, { password: 'correct horse', ip: '203.0.113.7', ...registration });
  return { repositories, identity, register };
}

describe('registering an account', () => {
  it('holds the username for the new account and signs it in', async () => {
    const { repositories, register } = accounts();
    const signedIn = await register({ username: 'Alice', email: 'Alice@Example.test' });
    expect(signedIn.profile).toMatchObject({ username: 'Alice', usernameLower: 'alice', email: 'alice@example.test' });
    expect(await repositories.users.usernameOwner('alice')).toBe(signedIn.uid);
    expect(await repositories.sessions.idsOf(signedIn.uid)).toHaveLength(1);
  });

  it('refuses a username held by another account in any case, leaving no account behind', async () => {
    const { identity, register } = accounts();
    await register({ username: 'Alice', email: 'alice@example.test' });
    await expect(register({ username: 'ALICE', email: 'other@example.test' })).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
    expect([...identity.accounts.values()].map(({ email }) => email)).toEqual(['alice@example.test']);
  });

  it('gives a username raced for by two registrations to one of them; the other leaves nothing behind', async () => {
    const { repositories, identity, register } = accounts();
    const outcomes = await Promise.allSettled([
      register({ username: 'Bob', email: 'first@example.test', ip: '203.0.113.1' }),
      register({ username: 'bob', email: 'second@example.test', ip: '203.0.113.2' }),
    ]);
    const won = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toEqual([expect.any(UsernameTakenError)]);
    expect(await repositories.users.usernameOwner('bob')).toBe(won[0]?.uid);
    expect([...identity.accounts.keys()]).toEqual([won[0]?.uid]);
    expect(repositories.store.query('users')).toHaveLength(1);
  });
});
