import { readDotEnv } from './lib/env-file';
import { SetupError } from './lib/errors';
import { runOrThrow } from './lib/run';
import { DEV_PORTS, seedDemoData, startStack } from './lib/stack';

/** `npm start`: build, start every emulator, seed demo data, print where to go; Ctrl-C stops it all. */
async function main(): Promise<void> {
  const dotEnv = readDotEnv();
  await runOrThrow('npm', ['run', 'build']);
  const stack = await startStack(DEV_PORTS, dotEnv);
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the emulators...');
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  void stack.ended.then((reason) => {
    if (stopping) return;
    console.error(`The local stack stopped: ${reason}`);
    void shutdown(1);
  });
  try {
    await seedDemoData(stack);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
  console.log(
    [
      '',
      `RoomRemix is running at ${stack.appUrl}`,
      'Demo login: username "demo", password "demo1234" (10 tokens).',
      `Payments: ${dotEnv.STRIPE_SECRET_KEY ? 'Stripe test mode' : 'off (no STRIPE_SECRET_KEY in .env)'}; image engine: ${dotEnv.IMAGE_ENGINE ?? 'local'}.`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof SetupError ? error.message : error);
  process.exit(1);
});
