import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { inMiddleCopy, planStep, settledPosition, startPosition, TRANSITION_MS } from './carouselLogic';

/**
 * The position of the looping track (carouselLogic.ts) and whether its next change animates.
 * A move into an outer copy animates; once it has run (TRANSITION_MS) the track jumps, without
 * animation, to the same image in the middle copy, so it can go on in either direction for ever.
 */
export function useLoopingTrack(count: number, trackRef: RefObject<HTMLElement | null>) {
  const [{ position, animate }, setState] = useState({ position: startPosition(count), animate: false });

  useEffect(() => {
    if (inMiddleCopy(position, count)) return;
    const timer = setTimeout(() => setState({ position: settledPosition(position, count), animate: false }), TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [position, count]);

  /** The next (1) or previous (-1) image. */
  const step = (direction: 1 | -1) => {
    const { from, to } = planStep(position, direction, count);
    if (from !== position) {
      // A move before the last one settled: the jump back to the middle copy is drawn first,
      // unanimated (reading the layout makes the browser apply it), then the move animates from there.
      flushSync(() => setState({ position: from, animate: false }));
      trackRef.current?.getBoundingClientRect();
    }
    setState({ position: to, animate: true });
  };

  /** A slide of the track, e.g. one tapped beside the current one. */
  const goTo = (target: number) => setState({ position: target, animate: true });

  /** The track goes back to where it was, animated (after a drag too short to move it). */
  const snapBack = () => setState((state) => ({ ...state, animate: true }));

  return { position, animate, step, goTo, snapBack };
}
