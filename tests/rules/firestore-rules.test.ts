import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  // Denied requests are the point of these tests; the SDK would log each one as a warning.
  setLogLevel('error');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-roomremix-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'coupons/WELCOME10'), { percentOff: 10, active: true });
  });
});

describe('firestore.rules', () => {
  it('a visitor cannot read coupons', async () => {
    await assertFails(getDoc(doc(testEnv.unauthenticatedContext().firestore(), 'coupons/WELCOME10')));
  });

  it('a signed-in user cannot read coupons', async () => {
    await assertFails(getDoc(doc(testEnv.authenticatedContext('alice').firestore(), 'coupons/WELCOME10')));
  });

  it('a signed-in user cannot write a coupon', async () => {
    await assertFails(setDoc(doc(testEnv.authenticatedContext('alice').firestore(), 'coupons/FREE'), { percentOff: 100 }));
  });

  it('a signed-in user cannot create documents anywhere, not even under their own id', async () => {
    await assertFails(setDoc(doc(testEnv.authenticatedContext('alice').firestore(), 'users/alice'), { tokenBalance: 1000 }));
  });
});
