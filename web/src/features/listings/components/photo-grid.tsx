import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Listing } from '@roomremix/contracts/listings';
import { toastApiError } from '@/lib/toast-api-error';
import { useUpdateListing } from '../api/update-listing';
import { useUpdateListingPhoto } from '../api/update-listing-photo';
import { movedOrder } from '../utils/photo-order';
import { CardGrid } from './card-grid';
import { PhotoCard } from './photo-card';

/** How far a pointer moves before a press on the handle becomes a drag: a tap stays a tap. */
const DRAG_DISTANCE_PX = 6;

/**
 * The listing's photos in order, each a card. The order changes by dragging a card's handle (pointer, touch, or the
 * keyboard: Space, arrows, Space) or with its Move earlier / Move later buttons; either sends the whole new order.
 * Nothing changes while `disabled` (a batch is running or photos are being added).
 */
export function PhotoGrid({ listing, disabled }: { listing: Listing; disabled: boolean }) {
  const reorder = useUpdateListing(listing.id);
  const changePhoto = useUpdateListingPhoto(listing.id);
  const ids = listing.photos.map((photo) => photo.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    reorder.mutate(
      { photoIds: movedOrder(ids, from, to) },
      { onError: (error) => toastApiError(error, { title: 'Error', fallback: 'Failed to reorder the photos.' }) },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const numbered = listing.photos.map((photo, index) => ({ id: photo.id, number: index + 1 }));

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
        <CardGrid as="ol" label="Photos in order">
          {listing.photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              number={index + 1}
              others={numbered.filter((other) => other.id !== photo.id)}
              listingId={listing.id}
              isFirst={index === 0}
              isLast={index === ids.length - 1}
              onMove={(offset) => move(index, index + offset)}
              onChange={(change) => changePhoto.mutate(change)}
              disabled={disabled}
            />
          ))}
        </CardGrid>
      </SortableContext>
    </DndContext>
  );
}
