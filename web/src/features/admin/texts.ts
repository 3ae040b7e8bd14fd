import { ADMIN_MESSAGES, tokenCount } from '@roomremix/contracts/messages';

/**
 * The admin console's own texts; what the API says (refusals, validation) is `ADMIN_MESSAGES` and the other
 * `@roomremix/contracts/messages`, shown as the server sent it.
 */
export const ADMIN_TEXTS = {
  title: 'Admin',
  description: 'The RoomRemix support console.',
  sections: {
    users: 'Users',
    jobs: 'Jobs',
    coupons: 'Coupons',
    packages: 'Packages',
    payments: 'Payments',
    audit: 'Audit log',
  },
  /** The fallback of a failed call whose answer carries no message. */
  failedFallback: 'The request failed. Please try again.',
  positiveWholeNumber: 'Enter a whole number above 0',
  users: {
    searchLabel: 'Search users',
    searchPlaceholder: 'Username or e-mail prefix, or a uid',
    newest: 'Newest accounts',
    results: (q: string) => `Accounts matching “${q}”`,
    none: 'No account matches.',
    back: 'All users',
  },
  ledgerCheck: {
    agrees: (entries: number) =>
      `Ledger reconciled: ${entries === 1 ? 'its 1 entry adds' : `all ${entries} entries add`} up to the balance.`,
    disagrees: 'The ledger does not agree with the balance',
    disagreesHelp: 'Found by the same check as `npm run reconcile`. Nothing was changed:',
  },
  adjust: {
    heading: 'Adjust tokens',
    deltaLabel: 'Tokens',
    deltaHelp: 'A whole number: positive grants, negative deducts.',
    reasonLabel: 'Reason',
    reasonHelp: 'Required; the user does not see it. It goes to the ledger and the audit log.',
    submit: 'Apply adjustment',
    retry: 'Retry adjustment',
    applying: 'Applying...',
    unconfirmed: 'The adjustment was not confirmed',
    unconfirmedHelp:
      'It may or may not have been applied. Retrying sends the same Idempotency-Key, so it is applied at most once; changing the amount or reason starts a new adjustment.',
    done: 'Tokens adjusted',
    failed: 'Adjustment failed',
    doneDescription: (username: string, before: number, after: number) => `${username}: ${before} → ${after} tokens`,
  },
  jobs: {
    failed: 'Failed',
    stuck: 'Stuck',
    none: { failed: 'No failed jobs.', stuck: 'No stuck jobs.' },
    userNone: 'No remix jobs.',
    refund: 'Refund',
    refundTitle: 'Stop and refund this remix?',
    refundBody: (cost: number) =>
      `The job fails with “${ADMIN_MESSAGES.jobStoppedBySupport}” and ${cost} ${cost === 1 ? 'token goes' : 'tokens go'} back to the user, once, even if the worker finishes at the same moment.`,
    refunded: 'Remix refunded',
    refundFailed: 'Refund failed',
    alreadyRefunded: 'Nothing to refund: the job had already failed and was refunded then',
  },
  ledger: { none: 'No ledger entries.' },
  purchases: {
    none: 'No purchases.',
    /** A refunded or disputed purchase: the tokens taken back of those owed back, and those already spent. */
    takenBack: (taken: number, notTaken: number) =>
      `Taken back ${taken} of ${tokenCount(taken + notTaken)}${notTaken > 0 ? ` (${notTaken} already spent)` : ''}`,
    reversedAmounts: (amounts: { refunded: string | null; disputed: string | null }) =>
      [amounts.refunded && `Refunded ${amounts.refunded}`, amounts.disputed && `Disputed ${amounts.disputed}`]
        .filter(Boolean)
        .join(' · '),
  },
  coupons: {
    create: 'New coupon',
    edit: 'Edit coupon',
    none: 'No coupons yet.',
    saved: 'Coupon saved',
    failed: 'Coupon not saved',
    amountHelp: 'In dollars, taken off after the percentage.',
    expiresHelp: 'Your local time; leave empty for no expiry.',
    maxRedemptionsHelp: 'Over all users; leave empty for no cap.',
  },
  packages: {
    create: 'New package',
    edit: 'Edit package',
    none: 'No packages yet.',
    saved: 'Package saved',
    failed: 'Package not saved',
    priceHelp: 'In dollars; at least $0.50.',
    stripeHelp: 'Optional, for reporting: checkout charges the price above.',
  },
  catalogue: {
    deactivate: 'Deactivate',
    activate: 'Activate',
    save: 'Save',
    cancel: 'Cancel',
    deactivated: (name: string) => `${name} deactivated`,
    activated: (name: string) => `${name} activated`,
  },
  payments: {
    lookupLabel: 'Payment intent id',
    lookup: 'Look up',
    retry: 'Retry fulfilment',
    retryFailed: 'Fulfilment failed',
    retryHelp:
      'Runs the same fulfilment as the webhook, with every check (status, amount, package); a payment credited before is not credited again.',
    fulfilled: (tokens: number, balance: number) => `Credited ${tokenCount(tokens)}; the balance is now ${balance}`,
    alreadyFulfilled: (balance: number) => `Already fulfilled: nothing was credited (balance ${balance})`,
    noIntent: 'Stripe has no such payment intent.',
    notFulfilled: 'Not fulfilled: no purchase was recorded for this payment.',
    noEvents: 'No webhook events handled.',
  },
  audit: { none: 'No admin actions yet.', older: 'Load older entries' },
  priceFormat: 'Enter an amount in dollars, e.g. 9.99',
  dateFormat: 'Enter a date and time',
} as const;
