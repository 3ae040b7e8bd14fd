/** The topic of every sign-in toast (password or Google): a successful try replaces the error of the one before. */
export const SIGN_IN_TOAST = 'sign-in';
