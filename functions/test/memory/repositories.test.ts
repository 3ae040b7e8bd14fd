import { coreRepositoriesContract } from '../contracts/core-repositories.contract';
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
tokensRepositoriesContract('memory', () => ({ repositories: memoryRepositories() }));
