import { parseArgs } from 'node:util';
import { getDb } from '../functions/src/adapters/firestore/db';
import { checkAllLedgers } from '../functions/src/services/admin/ledger-check';
import { firestoreRepositories } from '../functions/src/adapters/firestore/repositories';

const USAGE = 'Usage: npm run reconcile [-- --project <project-id>]';

/**
 * `npm run reconcile`: checks every user's ledger (functions/src/domain/ledger-check.ts): the entries add up to the
 * balance, each balanceAfter follows from the entry before, and no job or staging batch was refunded more than it was
 * debited. Prints each violation with its user and exits 1 when there is any. Runs against the emulators when
 * FIRESTORE_EMULATOR_HOST is set, otherwise against `--project` with the Application Default Credentials, as
 * `npm run admin` does; it only reads.
 */
async function main(): Promise<number> {
  let project: string | undefined;
  try {
    const { values } = parseArgs({ options: { project: { type: 'string' } }, strict: true });
    project = values.project;
  } catch {
    console.error(USAGE);
    return 2;
  }
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? 'demo-roomremix';
  if (!process.env.FIRESTORE_EMULATOR_HOST && projectId.startsWith('demo-')) {
    console.error(
      `${projectId} exists only on the emulators: set FIRESTORE_EMULATOR_HOST, or pass --project <project-id>.`,
    );
    return 2;
  }
  const { users, usersWithViolations } = await checkAllLedgers(
    firestoreRepositories(getDb(projectId)),
    ({ uid, balance, violations }) => {
      console.log(`${uid} (balance ${balance}):`);
      for (const { kind, message } of violations) console.log(`  ${kind}: ${message}`);
    },
  );
  console.log(
    usersWithViolations === 0
      ? `Reconciled ${users} users in ${projectId}: every ledger agrees with its balance.`
      : `${usersWithViolations} of ${users} users in ${projectId} have ledger violations (listed above).`,
  );
  return usersWithViolations === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
