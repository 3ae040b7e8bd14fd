import { coreRepositoriesContract } from '../contracts/core-repositories.contract';
import { memoryRepositories } from './memory-repositories';

coreRepositoriesContract('memory', () => {
  const repositories = memoryRepositories();
  return {
    repositories,
    seedUser: async (uid, tokenBalance) => repositories.store.set(`users/${uid}`, { tokenBalance }),
  };
});
