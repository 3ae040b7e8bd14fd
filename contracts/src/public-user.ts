import * as z from 'zod/mini';

/** Roles of a user account (default user); `userRoleSchema` in enums.ts is built from these. */
export const USER_ROLES = ['user', 'admin'] as const;

/**
 * The signed-in user as the API returns it (`GET /api/user`, login, register, Google sign-in): the User record without
 * the password (kept by Firebase Auth), the Stripe customer id and the Google id, which the client has no use for.
 * Written with `zod/mini` because the web's session check loads it on every page, the landing page included: the
 * full zod API would add about 19 KB gzip there. It mixes with full-zod schemas (`z.optional(publicUserSchema)`).
 */
export const publicUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  username: z.string(),
  email: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  role: z.enum(USER_ROLES),
  tokenBalance: z.int().check(z.nonnegative()),
  createdAt: z.iso.datetime(),
  profileImage: z.nullable(z.string()),
  hasClaimedFreeTokens: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
