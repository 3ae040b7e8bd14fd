import { Firestore } from '@google-cloud/firestore';

/** Fails the suite with a clear sentence when the Firestore emulator env is missing, instead of reaching Google. */
export function requireFirestoreEmulator(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the api tests through `npm test` (it starts the emulators), ' +
        'or start the Firestore emulator and export FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT=demo-roomremix.',
    );
  }
}

/** A Firestore client aimed at `127.0.0.1:port`, where nothing answers. */
export function firestoreAt(projectId: string, port: number): Firestore {
  // The SDK lets FIRESTORE_EMULATOR_HOST override any host it is given, and reads it only while constructing.
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return new Firestore({ projectId, host: `127.0.0.1:${port}`, ssl: false });
  } finally {
    if (emulatorHost !== undefined) process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  }
}
