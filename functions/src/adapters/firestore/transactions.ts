import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { RunTransaction, Tx } from '../../ports/transactions';

/** A port transaction carrying the Firestore transaction behind it. */
class FirestoreTx implements Tx {
  readonly kind = 'transaction';
  constructor(readonly transaction: Transaction) {}
}

/** Firestore's runTransaction behind the port: retried on contention, all writes or none. */
export function firestoreRunTransaction(db: Firestore): RunTransaction {
  return (work) => db.runTransaction((transaction) => work(new FirestoreTx(transaction)));
}

/** The Firestore transaction behind a port transaction; a transaction of another store is a programming error. */
export function firestoreTransactionOf(tx: Tx): Transaction {
  if (!(tx instanceof FirestoreTx)) throw new TypeError('A Firestore repository was given another store’s transaction');
  return tx.transaction;
}
