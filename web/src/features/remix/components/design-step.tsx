import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { EngineModes } from '../api/use-engine-modes';
import type { useReferenceImages } from '../hooks/use-reference-images';
import type { StoredRemixSettings } from '../hooks/use-remix-settings';
import { DesignOptions } from './design-options';
import { ImageUploadArea } from './image-upload-area';
import { ModeOptions } from './mode-options';
import { ReferenceLabels } from './reference-labels';

interface DesignStepProps {
  settings: StoredRemixSettings;
  onChange: (changes: Partial<StoredRemixSettings>) => void;
  /** The modes the engine offers; null while unknown. */
  engine: EngineModes | null;
  /** Whether a region of the photo is painted. */
  painted: boolean;
  references: ReturnType<typeof useReferenceImages>;
  busy: boolean;
}

/** Step 2: what to do with the photo and what it shows, the labelled reference images, then the design options. */
export function DesignStep({ settings, onChange, engine, painted, references, busy }: DesignStepProps) {
  return (
    <Stack gap="5">
      <Stack gap="4">
        <ModeOptions settings={settings} onChange={onChange} engine={engine} painted={painted} disabled={busy} />
      </Stack>
      <Stack gap="2">
        <Text fontWeight="medium">Reference images (optional, up to {UPLOAD_LIMITS.referenceImages})</Text>
        <ImageUploadArea
          label="Reference images"
          images={references.references}
          maxFiles={UPLOAD_LIMITS.referenceImages}
          disabled={busy}
          onAdd={references.add}
          onRemove={references.remove}
        />
        <ReferenceLabels
          references={references.references}
          drafts={references.labelDrafts}
          onChange={references.editLabel}
          disabled={busy}
        />
      </Stack>
      <DesignOptions settings={settings} onChange={onChange} engine={engine} disabled={busy} />
    </Stack>
  );
}
