import { useState } from 'react';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { type MaterialLabelDraft, EMPTY_LABEL_DRAFT, draftFromLabel, labelFromDraft } from '../utils/material-labels';
import { usePickedImages } from './use-picked-images';

/**
 * The reference images and their material labels, kept in step: a label belongs to the reference at its position,
 * so removing a reference drops its label. Labels are saved with the settings (`saveLabels`) without trailing blanks.
 */
export function useReferenceImages(savedLabels: string[], saveLabels: (labels: string[]) => void) {
  const picked = usePickedImages(UPLOAD_LIMITS.referenceImages);
  const [labelDrafts, setLabelDrafts] = useState<MaterialLabelDraft[]>(() => savedLabels.map(draftFromLabel));

  const changeLabelDrafts = (next: MaterialLabelDraft[]) => {
    setLabelDrafts(next);
    const labels = next.map(labelFromDraft);
    while (labels.length > 0 && labels.at(-1) === '') labels.pop();
    saveLabels(labels);
  };

  return {
    references: picked.images,
    labelDrafts,
    add: picked.add,
    editLabel: (index: number, draft: MaterialLabelDraft) =>
      changeLabelDrafts(
        Array.from({ length: Math.max(labelDrafts.length, index + 1) }, (_, at) =>
          at === index ? draft : (labelDrafts[at] ?? EMPTY_LABEL_DRAFT),
        ),
      ),
    remove: (id: string) => {
      const index = picked.images.findIndex((image) => image.id === id);
      if (index === -1) return;
      picked.remove(id);
      if (index < labelDrafts.length) changeLabelDrafts(labelDrafts.filter((_, at) => at !== index));
    },
  };
}
