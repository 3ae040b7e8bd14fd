import { getDb } from '../src/adapters/firestore/db';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { coreRepositoriesContract } from './contracts/core-repositories.contract';
import { tokensRepositoriesContract } from './contracts/tokens-repositories.contract';
import { usersRepositoryContract } from './contracts/users-repository.contract';
import { requireFirestoreEmulator } from './support/emulators';

// The contracts of functions/test/contracts, on the Firestore emulator: what memory/repositories.test.ts checks of the
// in-memory repositories holds of the real ones.
requireFirestoreEmulator();
const db = getDb(process.env.GCLOUD_PROJECT ?? 'demo-roomremix');
const repositories = firestoreRepositories(db);

coreRepositoriesContract('Firestore', () => ({
  repositories,
  seedUser: async (uid, tokenBalance) => void (await db.collection('users').doc(uid).set({ tokenBalance })),
}));
usersRepositoryContract('Firestore', () => ({ repositories }));
tokensRepositoriesContract('Firestore', () => ({ repositories }));
