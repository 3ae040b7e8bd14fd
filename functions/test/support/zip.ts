import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Saves a ZIP answer and unzips it with the `unzip` command (a reader that is not ours) into a new folder; answers
 * the folder the entries are in.
 */
export async function unzipAnswer(response: Response): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'roomremix-zip-'));
  await writeFile(join(folder, 'answer.zip'), Buffer.from(await response.arrayBuffer()));
  await run('unzip', ['-q', 'answer.zip', '-d', 'out'], { cwd: folder });
  return join(folder, 'out');
}
