import type { Firestore } from 'firebase-admin/firestore';
import type { AdminAuditRepository } from '../../ports/admin-audit';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `adminAudit/{id}` (docs/data-model.md#adminaudit) in Firestore. */
export function firestoreAdminAudit(db: Firestore): AdminAuditRepository {
  const audit = () => collections.adminAudit(db);
  return {
    appendIn: (tx, entry, id) =>
      void firestoreTransactionOf(tx).create(id === undefined ? audit().doc() : audit().doc(id), entry),
    async newest(limit, before) {
      let query = audit().orderBy('createdAt', 'desc');
      if (before !== undefined) query = query.where('createdAt', '<', before);
      const snapshot = await query.limit(limit).get();
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  };
}
