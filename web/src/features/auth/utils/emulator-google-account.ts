import { z } from 'zod';

/**
 * A Google account as the local Auth emulator takes it: any e-mail and name. The emulator stands in for Google, and
 * Firebase's popup and redirect cannot run offline (they load Google's script from apis.google.com even against the
 * emulator), so the local app signs in with an unsigned ID token of this account, which only the emulator accepts.
 */
export const emulatorGoogleAccountSchema = z.object({
  email: z.email({ error: 'Enter an e-mail address, e.g. jane@example.com' }),
  name: z.string().trim().max(100, { error: 'A name of at most 100 characters' }),
});
export type EmulatorGoogleAccount = z.infer<typeof emulatorGoogleAccountSchema>;

/** The unsigned ID token of `account` for the emulator: one e-mail is always the same Google account. */
export function emulatorGoogleIdToken({ email, name }: EmulatorGoogleAccount): string {
  const normalisedEmail = email.toLowerCase();
  return JSON.stringify({
    sub: `emulator-${normalisedEmail}`,
    email: normalisedEmail,
    email_verified: true,
    ...(name ? { name } : {}),
  });
}
