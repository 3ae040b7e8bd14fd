import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ROOM_TYPE_LABELS, type RoomType, roomTypeSchema } from '@roomremix/contracts/enums';
import type { ListingPhoto } from '@roomremix/contracts/listings';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { labelledOptions, SelectField, type SelectOption } from '@/components/ui/select-field';
import type { PhotoChange } from '../api/update-listing-photo';
import { PHASE_LABELS } from '../texts';
import { stagingPhase } from '../utils/batch-progress';
import { DeletePhotoButton } from './delete-photo-button';
import { TAP_SIZE } from './tap-size';

const Image = chakra('img');

/** A select's choice for "not said": no room type, or no other photo of the same room. */
const NONE = '';
const ROOM_TYPE_OPTIONS: SelectOption<RoomType | typeof NONE>[] = [
  { value: NONE, label: 'Not specified' },
  ...labelledOptions(roomTypeSchema.options, ROOM_TYPE_LABELS),
];

interface PhotoCardProps {
  photo: ListingPhoto;
  /** Its place in the listing, from 1: how the page and the other photos' "Same room as" name it. */
  number: number;
  /** The listing's other photos with their numbers, for "Same room as". */
  others: readonly { id: string; number: number }[];
  listingId: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: -1 | 1) => void;
  onChange: (change: PhotoChange) => void;
  /** Nothing changes meanwhile: a batch is running. */
  disabled: boolean;
}

/**
 * One photo of a listing: its number and thumbnail, a drag handle, the room type, which other photo shows the same
 * room (staged with the same furniture), Move earlier / Move later for keyboards and fingers, and Delete. The card is
 * an item of the grid's sortable list (dnd-kit): dragged by its handle, it moves the others aside.
 */
export function PhotoCard({
  photo,
  number,
  others,
  listingId,
  isFirst,
  isLast,
  onMove,
  onChange,
  disabled,
}: PhotoCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled,
  });
  const name = `Photo ${number}`;
  const sameRoomOptions: SelectOption<string>[] = [
    { value: NONE, label: 'No other photo' },
    ...others.map((other) => ({ value: other.id, label: `Photo ${other.number}` })),
  ];
  return (
    <Stack
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={name}
      gap="3"
      p="3"
      layerStyle="panel"
      bg="bg.panel"
      shadow={isDragging ? 'lg' : undefined}
      zIndex={isDragging ? 'docked' : undefined}
      position="relative"
      minW="0"
    >
      <Flex justify="space-between" align="center" gap="2">
        <Flex gap="2" align="center">
          <Text fontWeight="semibold">{name}</Text>
          {photo.staged && (
            <Badge colorPalette={photo.staged.status === 'failed' ? 'red' : 'gray'}>
              {PHASE_LABELS[stagingPhase(photo.staged)]}
            </Badge>
          )}
        </Flex>
        <Button
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
          variant="ghost"
          size={TAP_SIZE}
          cursor={disabled ? 'not-allowed' : 'grab'}
          touchAction="none"
          disabled={disabled}
        >
          ⠿
        </Button>
      </Flex>
      <Image
        src={photo.previewUrl ?? photo.originalUrl}
        alt={name}
        w="full"
        aspectRatio={3 / 2}
        objectFit="cover"
        rounded="l2"
        bg="bg.muted"
        loading="lazy"
        draggable={false}
      />
      <SelectField
        label="Room type"
        size={TAP_SIZE}
        value={photo.roomType ?? NONE}
        options={ROOM_TYPE_OPTIONS}
        onChange={(roomType) => onChange({ photoId: photo.id, roomType: roomType === NONE ? null : roomType })}
        disabled={disabled}
      />
      <SelectField
        label="Same room as"
        size={TAP_SIZE}
        value={photo.sameRoomAs ?? NONE}
        options={sameRoomOptions}
        onChange={(sameRoomAs) => onChange({ photoId: photo.id, sameRoomAs: sameRoomAs === NONE ? null : sameRoomAs })}
        disabled={disabled}
      />
      <Flex gap="2" wrap="wrap">
        <Button
          variant="outline"
          size={TAP_SIZE}
          flex="1"
          aria-label={`Move earlier: ${name}`}
          onClick={() => onMove(-1)}
          disabled={disabled || isFirst}
        >
          Move earlier
        </Button>
        <Button
          variant="outline"
          size={TAP_SIZE}
          flex="1"
          aria-label={`Move later: ${name}`}
          onClick={() => onMove(1)}
          disabled={disabled || isLast}
        >
          Move later
        </Button>
        <DeletePhotoButton listingId={listingId} photoId={photo.id} name={name} disabled={disabled} />
      </Flex>
    </Stack>
  );
}
