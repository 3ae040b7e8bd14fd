import { useState } from 'react';
import type { PickedImage } from '../utils/upload-rules';

/** Files the user picked, each with a preview URL that is released as soon as the file leaves the list. */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  return {
    images,
    add: (files: File[]) => setImages((current) => [...current, ...toPicked(files)]),
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
