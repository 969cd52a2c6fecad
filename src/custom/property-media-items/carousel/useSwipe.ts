import { useRef, useState, type PointerEvent } from 'react';
import { classifyGesture, isDrag, type Gesture } from './carouselLogic';

interface Press {
  x: number;
  y: number;
  time: number;
  target: EventTarget;
  /** Moved a drag's distance sideways at some point: from then on the track follows the pointer. */
  dragging: boolean;
}

/**
 * Swipes and mouse drags over a box (pointer events cover both), each ending as a gesture of
 * carouselLogic.ts; `onGesture` also gets where the press began, to tell which slide was tapped.
 * Once the pointer has moved a drag's distance sideways, `dragX` follows it so the track can.
 * The box needs `touch-action: pan-y`, so that a vertical swipe still scrolls the page.
 */
export function useSwipe(onGesture: (gesture: Gesture, target: EventTarget) => void) {
  const press = useRef<Press | null>(null);
  const [dragX, setDragX] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, gesture?: Gesture) => {
    const start = press.current;
    press.current = null;
    setDragX(0);
    if (!start) return;
    onGesture(
      gesture ?? classifyGesture({ dx: event.clientX - start.x, dy: event.clientY - start.y, ms: event.timeStamp - start.time }),
      start.target,
    );
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      press.current = { x: event.clientX, y: event.clientY, time: event.timeStamp, target: event.target, dragging: false };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = press.current;
      if (!start) return;
      const dx = event.clientX - start.x;
      if (!start.dragging) {
        if (!isDrag(dx)) return;
        start.dragging = true;
        // The drag goes on when the pointer leaves the box, and its release is ours.
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setDragX(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event),
    // The browser took the press over (a vertical scroll): nothing happens.
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, 'none'),
    // Pictures are not dragged out of the page by the browser's own drag and drop.
    onDragStart: (event: { preventDefault(): void }) => event.preventDefault(),
  };

  return { dragX, handlers };
}
