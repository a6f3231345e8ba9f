import { closestCorners, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { isColumnId } from './board-moves';

/**
 * Where a dragged card lands: the card under the pointer, else the column under it (each column is a target over
 * its whole area, empty or not). closestCorners alone measures from the card's corners, so a card released in the
 * middle of a tall empty column could land in the neighbouring one. Keyboard moves have no pointer and keep it.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  if (underPointer.length === 0) return closestCorners(args);
  const cards = underPointer.filter((collision) => !isColumnId(collision.id));
  return cards.length > 0 ? cards : underPointer;
};
