import { IdentityError, type Identity } from '../../src/adapters/identity/identity';

/**
 * Firebase Auth's password accounts and session cookies in memory, for the accounts use-cases' unit tests: what those
 * use-cases tell apart (a taken e-mail, a wrong password, a deleted user). A cookie is valid while its user exists;
 * whether a session still counts is the use-cases' own record. What no unit test calls refuses to run.
 */
export function memoryIdentity(): Identity & { accounts: Map<string, { email: string; password: string }> } {
  const accounts = new Map<string, { email: string; password: string }>();
  let issued = 0;
  const uidOf = (email: string) => [...accounts].find(([, account]) => account.email === email)?.[0];
  const unused = (name: string) => () => Promise.reject(new Error(`memoryIdentity does not offer ${name}`));
  return {
    accounts,
    async signUp(email, password) {
      const lower = email.toLowerCase();
      if (uidOf(lower) !== undefined) throw new IdentityError('email_exists');
      const uid = `uid-${(issued += 1)}`;
      accounts.set(uid, { email: lower, password });
      return { uid, email: lower, idToken: `id-token:${uid}` };
    },
    async signInWithPassword(email, password) {
      const uid = uidOf(email.toLowerCase());
      if (uid === undefined || accounts.get(uid)?.password !== password) throw new IdentityError('invalid_credentials');
      return { uid, email: email.toLowerCase(), idToken: `id-token:${uid}` };
    },
    createSessionCookie: async (idToken) => `cookie:${idToken.slice('id-token:'.length)}:${(issued += 1)}`,
    async verifySessionCookie(cookie) {
      const uid = cookie.split(':')[1] ?? '';
      return accounts.has(uid) ? { uid, authTimeSec: 1_700_000_000 } : null;
    },
    async findAccount(uid) {
      const account = accounts.get(uid);
      return account ? { uid, email: account.email, hasPassword: true } : null;
    },
    deleteUser: async (uid) => void accounts.delete(uid),
    signInWithGoogleAccessToken: unused('signInWithGoogleAccessToken'),
    verifyIdToken: unused('verifyIdToken'),
    revokeSessions: unused('revokeSessions'),
    signInNow: unused('signInNow'),
    sendPasswordResetEmail: unused('sendPasswordResetEmail'),
    checkPasswordResetCode: unused('checkPasswordResetCode'),
    confirmPasswordReset: unused('confirmPasswordReset'),
    findAccountByEmail: unused('findAccountByEmail'),
    setPassword: unused('setPassword'),
  };
}
