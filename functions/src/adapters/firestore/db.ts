import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getFirebaseApp } from '../firebase-app';

let db: Firestore | undefined;

/**
 * The process-wide Firestore client, created on first use so cold starts stay fast. The first caller's project id
 * wins; every caller passes AppConfig.projectId. FIRESTORE_EMULATOR_HOST, when set, points it at the emulator.
 */
export function getDb(projectId: string): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp(projectId));
    // Optional fields left undefined are dropped instead of failing the whole write.
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}
