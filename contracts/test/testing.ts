import { z } from 'zod';
import type { PublicUser } from '../src/public-user';
import type { TokenPackage } from '../src/tokens';

/** Test helper: the messages a schema gives for `input`, by top-level field ('' for the whole value); {} when valid. */
export function fieldErrorsOf(schema: z.core.$ZodType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Test fixture: a token package as `GET /api/tokens/packages` lists it; Basic unless `changes` say otherwise. */
export function tokenPackage(changes: Partial<TokenPackage> = {}): TokenPackage {
  return {
    id: 'basic',
    name: 'Basic',
    size: 'small',
    description: '10 tokens',
    tokenAmount: 10,
    price: '9.99',
    priceCents: 999,
    isActive: true,
    ...changes,
  };
}

/** Test fixture: a user as the API answers one, with no tokens yet unless `changes` say otherwise. */
export function publicUser(changes: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'bob',
    email: null,
    fullName: null,
    role: 'user',
    tokenBalance: 0,
    createdAt: '2025-04-28T12:00:00.000Z',
    profileImage: null,
    hasClaimedFreeTokens: false,
    ...changes,
  };
}
