/** The topic of every purchase toast: a payment that goes through replaces the error of the try before. */
export const PURCHASE_TOAST = 'purchase';
