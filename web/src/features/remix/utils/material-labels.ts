import { type MaterialType, materialTypeSchema } from '@roomremix/contracts/enums';
import { formatMaterialLabel } from '@roomremix/contracts/remix';

/** One reference image's label as the form edits it: an optional material and a free description. */
export interface MaterialLabelDraft {
  material: MaterialType | '';
  description: string;
}

export const EMPTY_LABEL_DRAFT: MaterialLabelDraft = { material: '', description: '' };

/** The label sent for a reference ('material: description'); '' when both parts are empty. */
export function labelFromDraft({ material, description }: MaterialLabelDraft): string {
  if (material) return formatMaterialLabel(material, description);
  return description.trim();
}

/** Reads a saved label back into its parts; text without a known material prefix is all description. */
export function draftFromLabel(label: string): MaterialLabelDraft {
  const separator = label.indexOf(':');
  const head = separator === -1 ? label : label.slice(0, separator);
  const material = materialTypeSchema.safeParse(head.trim());
  if (!material.success) return { material: '', description: label };
  return { material: material.data, description: separator === -1 ? '' : label.slice(separator + 1).trim() };
}
