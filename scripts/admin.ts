import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { UserRole } from '@roomremix/contracts/enums';
import { getDb } from '../functions/src/adapters/firestore/db';
import { setUserRole, UnknownUsernameError } from '../functions/src/services/admin/roles';
import { firestoreRepositories } from '../functions/src/adapters/firestore/repositories';

const USAGE = 'Usage: npm run admin -- grant <username> | revoke <username> [--project <project-id>]';

/** What `grant` and `revoke` set the role to. */
const ROLE_OF: Record<string, UserRole> = { grant: 'admin', revoke: 'user' };

/**
 * `npm run admin -- grant <username>` / `revoke <username>`: the only way to make or unmake an admin (no API route
 * does it). It runs with server credentials: against the emulators when FIRESTORE_EMULATOR_HOST is set (project
 * GCLOUD_PROJECT, else demo-roomremix), otherwise against `--project` (or GCLOUD_PROJECT) with the Application Default
 * Credentials (`gcloud auth application-default login`). The audit entry names this command line and who ran it.
 */
async function main(): Promise<number> {
  const command = readCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const { verb, username, role, project } = command;
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? 'demo-roomremix';
  if (!process.env.FIRESTORE_EMULATOR_HOST && projectId.startsWith('demo-')) {
    console.error(
      `${projectId} exists only on the emulators: set FIRESTORE_EMULATOR_HOST, or pass --project <project-id>.`,
    );
    return 2;
  }
  const commandLine = `npm run admin -- ${verb} ${username}${project ? ` --project ${project}` : ''}`;
  const actor = { kind: 'command' as const, uid: null, name: `${commandLine} (${userInfo().username}@${hostname()})` };
  try {
    const change = await setUserRole(firestoreRepositories(getDb(projectId)), username, role, actor);
    const who = `${change.username} (${change.uid})`;
    const unchanged = change.before === change.after;
    if (role === 'admin')
      console.log(unchanged ? `${who} is an admin already; nothing changed.` : `${who} is now an admin.`);
    else console.log(unchanged ? `${who} is not an admin; nothing changed.` : `${who} is no longer an admin.`);
    return 0;
  } catch (error) {
    if (!(error instanceof UnknownUsernameError)) throw error;
    console.error(`No account is named ${username} in ${projectId}.`);
    return 1;
  }
}

/** The command line as grant/revoke, the username and the role it sets, and `--project`; null when it is none. */
function readCommand(args: string[]): { verb: string; username: string; role: UserRole; project?: string } | null {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { project: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch {
    return null;
  }
  const [verb, username, ...rest] = parsed.positionals;
  const role = verb === undefined ? undefined : ROLE_OF[verb];
  if (verb === undefined || !role || !username || rest.length > 0) return null;
  return { verb, username, role, ...(parsed.values.project ? { project: parsed.values.project } : {}) };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The admin command failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
