import { readDotEnv } from './lib/env-file';
import { exitWithError, stopEverythingOnSignals } from './lib/lifecycle';
import { runOrThrow } from './lib/run';
import { announceStage, devPorts, seedDemoData, startStack } from './lib/stack';

/**
 * `npm start [-- --no-build]`: build, start every emulator, seed demo data, print where to go. Ctrl-C stops it all,
 * also while it is still starting.
 */
async function main(): Promise<void> {
  stopEverythingOnSignals();
  const dotEnv = readDotEnv();
  if (!process.argv.includes('--no-build')) {
    announceStage('build', 'Building the functions and the web app...');
    await runOrThrow('npm', ['run', 'build']);
  }
  const stack = await startStack(devPorts(), dotEnv);
  void stack.ended.then((reason) => exitWithError(`The local stack stopped: ${reason}`));
  await seedDemoData(stack);
  announceStage('running', `RoomRemix is running at ${stack.appUrl}`);
  console.log(
    [
      'Demo login: username "demo", password "demo1234" (10 tokens).',
      'Local admin login: username "admin", password "admin1234" (the admin API; this stack only).',
      `Payments: ${dotEnv.STRIPE_SECRET_KEY ? 'Stripe test mode' : 'off (no STRIPE_SECRET_KEY in .env)'}; image engine: ${dotEnv.IMAGE_ENGINE ?? 'local'}.`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(exitWithError);
