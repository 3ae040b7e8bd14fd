import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { adminAuditContract } from './contracts/admin-audit.contract';
import { getDb } from '../src/adapters/firestore/db';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { accountsRepositoriesContract } from './contracts/accounts-repositories.contract';
import { coreRepositoriesContract } from './contracts/core-repositories.contract';
import { remixRepositoriesContract } from './contracts/remix-repositories.contract';
import { sharesRepositoryContract } from './contracts/shares-repositories.contract';
import type { StoreWithDocuments } from './contracts/stored-documents';
import { tokensRepositoriesContract } from './contracts/tokens-repositories.contract';
import { usersRepositoryContract } from './contracts/users-repository.contract';
import { requireFirestoreEmulator } from './support/emulators';

// The contracts of functions/test/contracts, on the Firestore emulator: what memory/repositories.test.ts checks of the
// in-memory repositories holds of the real ones.
requireFirestoreEmulator();
const db = getDb(process.env.GCLOUD_PROJECT ?? 'demo-roomremix');
const repositories = firestoreRepositories(db);

// What the contracts stored goes once they ran: their users hold balances no use-case made (the reconciliation after
// the api tier must meet only the users the app made), and their packages would sit in the e2e tier's catalogue.
afterAll(async () => {
  const madeByContracts = (collection: string) =>
    db
      .collection(collection)
      .where(FieldPath.documentId(), '>=', 'contract-')
      .where(FieldPath.documentId(), '<', 'contract.')
      .get();
  const found = await Promise.all(['users', 'tokenPackages'].map(madeByContracts));
  await Promise.all(found.flatMap(({ docs }) => docs.map((doc) => db.recursiveDelete(doc.ref))));
});

coreRepositoriesContract('Firestore', () => ({
  repositories,
  seedUser: async (uid, tokenBalance) => void (await db.collection('users').doc(uid).set({ tokenBalance })),
}));
usersRepositoryContract('Firestore', () => ({ repositories }));

/** A stored document's top-level instants as Dates, as the repositories read them. */
const withDates = (doc: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(doc).map(([field, value]) => [field, value instanceof Timestamp ? value.toDate() : value]),
  );
const withDocuments = (): StoreWithDocuments => ({
  repositories,
  seed: async (path, doc) => void (await db.doc(path).set(doc)),
  peek: async (path) => {
    const doc = (await db.doc(path).get()).data();
    return doc && withDates(doc);
  },
});
accountsRepositoriesContract('Firestore', withDocuments);
sharesRepositoryContract('Firestore', withDocuments);
remixRepositoriesContract('Firestore', withDocuments);
tokensRepositoriesContract('Firestore', () => ({ repositories }));
adminAuditContract('Firestore', () => ({ repositories }));
