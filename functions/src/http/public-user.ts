import { type PublicUser, publicUserSchema } from '@roomremix/contracts/auth';
import type { UserRecord } from '../ports/users';

/**
 * The user as the API shows it. Fields are picked one by one, never spread, so internal ones (stripeCustomerId,
 * googleId, usernameLower) cannot leak; the contract schema then checks the shape before it is sent.
 */
export function toPublicUser(uid: string, profile: UserRecord): PublicUser {
  return publicUserSchema.parse({
    id: uid,
    username: profile.username,
    email: profile.email,
    fullName: profile.fullName,
    role: profile.role,
    tokenBalance: profile.tokenBalance,
    createdAt: profile.createdAt.toISOString(),
    profileImage: profile.profileImage,
    hasClaimedFreeTokens: profile.hasClaimedFreeTokens,
  });
}
