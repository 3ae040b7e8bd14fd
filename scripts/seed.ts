import { getAuth } from 'firebase-admin/auth';
import { collections } from '../functions/src/adapters/firestore/collections';
import { getDb } from '../functions/src/adapters/firestore/db';
import { createProfile } from '../functions/src/services/accounts/accounts';
import { setUserRole } from '../functions/src/services/admin/roles';
import { changeBalance } from '../functions/src/services/core/ledger';
import { DEMO_ADMIN, DEMO_COUPONS, DEMO_PACKAGES, DEMO_USER } from './seed-data';
import { firestoreRepositories } from '../functions/src/adapters/firestore/repositories';

/**
 * Seeds the emulators with the demo data; safe to run again (packages are rewritten, coupons and the demo account
 * are created once, the demo grant carries a fixed ledger entry id). Needs the emulator variables of lib/stack.ts.
 */
async function seed(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed only runs against the emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
    );
  }
  const db = getDb(process.env.GCLOUD_PROJECT ?? 'demo-roomremix');

  const batch = db.batch();
  for (const [id, pack] of Object.entries(DEMO_PACKAGES)) batch.set(collections.tokenPackages(db).doc(id), pack);
  await batch.commit();
  for (const [code, coupon] of Object.entries(DEMO_COUPONS)) {
    await collections.coupons(db).doc(code).create(coupon).catch(ignoreAlreadyExists);
  }

  for (const account of [DEMO_USER, DEMO_ADMIN]) {
    await ensureAuthUser(account);
    await createProfile(
      { repositories: firestoreRepositories(db) },
      {
        uid: account.uid,
        username: account.username,
        email: account.email,
        fullName: account.fullName,
      },
    );
  }
  // Granted the way `npm run admin -- grant` grants it, with an audit entry the first time.
  await setUserRole(firestoreRepositories(db), DEMO_ADMIN.username, 'admin', {
    kind: 'command',
    uid: null,
    name: 'npm start (seed)',
  });
  await changeBalance(firestoreRepositories(db), {
    uid: DEMO_USER.uid,
    delta: DEMO_USER.grantedTokens,
    reason: 'admin',
    ref: 'demo-seed',
    entryId: 'demo-seed-grant',
  });
  console.log(
    `Seeded ${Object.keys(DEMO_PACKAGES).length} packages, ${Object.keys(DEMO_COUPONS).length} coupons, the demo user and the local admin.`,
  );
}

async function ensureAuthUser(account: typeof DEMO_USER | typeof DEMO_ADMIN): Promise<void> {
  const auth = getAuth();
  try {
    await auth.getUser(account.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.fullName,
    });
  }
}

/** Firestore's gRPC code 6 is ALREADY_EXISTS: the document was seeded before, keep it as it is. */
function ignoreAlreadyExists(error: { code?: number }): void {
  if (error.code !== 6) throw error;
}

seed().catch((error: unknown) => {
  console.error('Seeding the demo data failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
