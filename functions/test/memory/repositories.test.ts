import { adminAuditContract } from '../contracts/admin-audit.contract';
import { accountsRepositoriesContract } from '../contracts/accounts-repositories.contract';
import { coreRepositoriesContract } from '../contracts/core-repositories.contract';
import { remixRepositoriesContract } from '../contracts/remix-repositories.contract';
import { sharesRepositoryContract } from '../contracts/shares-repositories.contract';
import type { StoreWithDocuments } from '../contracts/stored-documents';
import { tokensRepositoriesContract } from '../contracts/tokens-repositories.contract';
import { usersRepositoryContract } from '../contracts/users-repository.contract';
import { memoryRepositories } from './memory-repositories';

// The contracts of functions/test/contracts on the in-memory repositories; functions/test/repositories.test.ts runs
// the same on the Firestore emulator.
coreRepositoriesContract('memory', () => {
  const repositories = memoryRepositories();
  return {
    repositories,
    seedUser: async (uid, tokenBalance) => repositories.store.set(`users/${uid}`, { tokenBalance }),
  };
});
usersRepositoryContract('memory', () => ({ repositories: memoryRepositories() }));

const withDocuments = (): StoreWithDocuments => {
  const repositories = memoryRepositories();
  return {
    repositories,
    seed: async (path, doc) => repositories.store.set(path, doc),
    peek: async (path) => repositories.store.get(path),
  };
};
accountsRepositoriesContract('memory', withDocuments);
sharesRepositoryContract('memory', withDocuments);
remixRepositoriesContract('memory', withDocuments);
tokensRepositoriesContract('memory', () => ({ repositories: memoryRepositories() }));
adminAuditContract('memory', () => ({ repositories: memoryRepositories() }));
