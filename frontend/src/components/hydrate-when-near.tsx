import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNearViewport } from '../lib/use-near-viewport';

/** How near the screen a waiting part is rendered: before the visitor scrolls it into view. */
const NEAR = '600px';
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';
/** React leaves the served children of an element with inner HTML alone while it hydrates. */
const SERVED_HTML = { __html: '' };
const subscribeToNothing = () => () => {};

interface HydrateWhenNearProps {
  /** What the served HTML shows that may change: when one of these changes, the part renders at once. */
  shows: readonly unknown[];
  children: ReactNode;
}

/**
 * A part of a served page below the first screen that is dear to render on a phone (the booking calendar's month of
 * day buttons): the browser keeps its served HTML while the page hydrates, and React renders it when it comes near the
 * screen, when the visitor clicks in it or moves the keyboard focus into it, or when what it shows changes. The
 * visitor's click is handed on to the same control of the rendered part, and the keyboard focus moves to it. Rendered
 * at once where nothing was served (a page reached by a link within the site).
 */
export function HydrateWhenNear({ shows, children }: HydrateWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  // React takes the server's answer on the server, where it renders the part, and in the browser while it hydrates.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => !import.meta.env.SSR,
  );
  const [served] = useState(() => (hydrating ? shows : null));
  const [rendered, setRendered] = useState(served === null);
  const near = useNearViewport(ref, NEAR);
  const changed = served !== null && shows.some((value, index) => !Object.is(value, served[index]));
  // Stays rendered once it is: the served HTML is gone.
  if (!rendered && (near || changed)) setRendered(true);

  if (rendered) return <div ref={ref}>{children}</div>;
  /** Renders the part, then answers the control of it that stands where the event's target stood in the served HTML. */
  const renderFor = (target: EventTarget) => {
    const controls = () => [...(ref.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];
    const index = controls().findIndex((control) => control.contains(target as Node));
    flushSync(() => setRendered(true));
    return index < 0 ? undefined : controls()[index];
  };
  // React props rather than listeners of our own: React replays an event that came while it was still hydrating.
  return (
    <div
      ref={ref}
      dangerouslySetInnerHTML={SERVED_HTML}
      suppressHydrationWarning
      onClickCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        renderFor(event.target)?.click();
      }}
      onFocus={(event) => {
        // A pointer's focus is followed by its click; the keyboard's (Tab) is the visitor arriving.
        if (event.target.matches(':focus-visible')) renderFor(event.target)?.focus();
      }}
    />
  );
}
