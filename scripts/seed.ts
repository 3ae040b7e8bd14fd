import { getAuth } from 'firebase-admin/auth';
import { collections } from '../functions/src/adapters/firestore/collections';
import { getDb } from '../functions/src/adapters/firestore/db';
import { createProfile } from '../functions/src/services/accounts';
import { changeBalance } from '../functions/src/services/ledger';
import { DEMO_COUPONS, DEMO_PACKAGES, DEMO_USER } from './seed-data';

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

  await ensureDemoAuthUser();
  await createProfile(db, {
    uid: DEMO_USER.uid,
    username: DEMO_USER.username,
    email: DEMO_USER.email,
    fullName: DEMO_USER.fullName,
  });
  await changeBalance(db, {
    uid: DEMO_USER.uid,
    delta: DEMO_USER.grantedTokens,
    reason: 'admin',
    ref: 'demo-seed',
    entryId: 'demo-seed-grant',
  });
  console.log(
    `Seeded ${Object.keys(DEMO_PACKAGES).length} packages, ${Object.keys(DEMO_COUPONS).length} coupons and the demo user.`,
  );
}

async function ensureDemoAuthUser(): Promise<void> {
  const auth = getAuth();
  try {
    await auth.getUser(DEMO_USER.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({
      uid: DEMO_USER.uid,
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      displayName: DEMO_USER.fullName,
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
