import { useRef, useState } from 'react';
import { pickFiles } from '@/lib/upload-rules';

/**
 * One drop zone's picks: checks the files (`pickFiles`), hands the accepted ones to `onAdd` and keeps the messages of
 * the rejected ones until the next pick. Picks are checked one after another, so images join in the order they were
 * picked however long each takes to decode; `checking` is true while any is under way.
 */
export function useFilePick(freeSlots: number, onAdd: (files: File[]) => void) {
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const take = (files: File[]) => {
    if (files.length === 0) return;
    setPending((count) => count + 1);
    queue.current = queue.current.then(async () => {
      try {
        const { accepted, errors: rejected } = await pickFiles(files, freeSlots);
        setErrors(rejected);
        if (accepted.length > 0) onAdd(accepted);
      } finally {
        setPending((count) => count - 1);
      }
    });
  };

  return { errors, checking: pending > 0, take };
}
