import type { PublicUser } from '@roomremix/contracts/public-user';
import { toast } from '@/components/ui/toast';

/** The topic of every sign-in toast (password or Google): a successful try replaces the error of the one before. */
export const SIGN_IN_TOAST = 'sign-in';

/** The welcome of a Google sign-in, greeting the user by full name, else by username. */
export function toastGoogleWelcome(
  message: { title: string; description: (name: string) => string },
  user: PublicUser,
): void {
  toast({
    title: message.title,
    description: message.description(user.fullName || user.username),
    topic: SIGN_IN_TOAST,
  });
}

/** A Google sign-in that failed, with why. */
export function toastGoogleFailure(title: string, description: string): void {
  toast({ title, description, variant: 'destructive', topic: SIGN_IN_TOAST });
}
