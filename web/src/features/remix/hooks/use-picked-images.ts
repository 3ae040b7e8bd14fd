import { useState } from 'react';
import type { PickedImage } from '@/lib/upload-rules';

/**
 * Files the user picked, at most `maxFiles`, each with a preview URL that is released as soon as the file leaves the
 * list. Files beyond the free places are dropped, also when two picks checked at the same time both counted them free.
 */
export function usePickedImages(maxFiles: number) {
  const [images, setImages] = useState<PickedImage[]>([]);
  return {
    images,
    add: (files: File[]) =>
      setImages((current) => [...current, ...toPicked(files.slice(0, Math.max(0, maxFiles - current.length)))]),
    remove: (id: string) =>
      setImages((current) => {
        release(current.filter((image) => image.id === id));
        return current.filter((image) => image.id !== id);
      }),
    /** Puts `files` in place of every picked image (none: empties the list). */
    replace: (files: File[]) =>
      setImages((current) => {
        release(current);
        return toPicked(files);
      }),
  };
}

function toPicked(files: File[]): PickedImage[] {
  return files.map((file) => ({ id: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) }));
}

function release(images: PickedImage[]) {
  for (const image of images) URL.revokeObjectURL(image.previewUrl);
}
