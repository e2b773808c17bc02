import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { AdminOrderingRowDto } from '../../../core/api/admin';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { ProductThumb } from './product-thumb';

/** Keyboard drag step (docs/spec/accounts-and-back-office.md §9): 25 px per arrow key press. */
export const KEYBOARD_STEP_PX = 25;
/** Auto-scroll (docs/spec/accounts-and-back-office.md §9): threshold 20 %, interval 5 ms, base speed 10. */
export const AUTO_SCROLL = { threshold: { x: 0.2, y: 0.2 }, interval: 5, acceleration: 10 };

export const moveByStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

/** The new id order after a drop, or null when dropped onto itself or outside. */
export function reorderAfterDrop(ids: string[], event: Pick<DragEndEvent, 'active' | 'over'>) {
  const overId = event.over?.id;
  if (overId === undefined || overId === event.active.id) return null;
  const from = ids.indexOf(String(event.active.id));
  const to = ids.indexOf(String(overId));
  if (from < 0 || to < 0) return null;
  return arrayMove(ids, from, to);
}

function SortableRow({ row, index }: { row: AdminOrderingRowDto; index: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-row"
      data-product-id={row.id}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2 shadow-xs',
        isDragging && 'relative z-10 border-primary/60 shadow-lifted',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${row.title}`}
        className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:bg-foreground/5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span className="w-6 shrink-0 text-right text-muted-foreground text-xs tabular-nums">
        {index + 1}
      </span>
      <ProductThumb imageUrl={row.imageUrl} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-sm">{row.title}</span>
        <span className="block truncate text-muted-foreground text-xs">{row.type || '—'}</span>
      </span>
      {row.published ? null : <Badge variant="secondary">Draft</Badge>}
    </li>
  );
}

/** A dnd-kit sortable list: pointer and keyboard (Space/Enter, arrows 25 px, Escape). */
export function SortableProductList(props: {
  rows: AdminOrderingRowDto[];
  label: string;
  onReorder: (ids: string[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: moveByStep }),
  );
  const ids = props.rows.map((r) => r.id);
  // Screen readers hear product names and positions, not the rows' ids.
  const titleOf = (id: string | number) => props.rows.find((r) => r.id === id)?.title ?? 'Product';
  const positionOf = (id: string | number | undefined) =>
    id === undefined ? null : `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was moved to ${positionOf(over.id)}.`
        : `${titleOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped at ${positionOf(over.id)}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      autoScroll={AUTO_SCROLL}
      onDragEnd={(event) => {
        const next = reorderAfterDrop(ids, event);
        if (next) props.onReorder(next);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up a product, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={props.label} className="flex flex-col gap-2">
          {props.rows.map((row, index) => (
            <SortableRow key={row.id} row={row} index={index} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
