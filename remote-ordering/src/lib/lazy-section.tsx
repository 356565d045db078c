import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCustomizerStore, useNear, useNearViewport, useServerRendered } from '@restaurant/shared';
import { Box, Skeleton, type BoxProps } from '@restaurant/shared/ui';

/** How far ahead of the viewport a section starts loading: a fast scroll still finds it ready. */
const LOAD_AHEAD = '400px 0px';

export interface LazySectionProps {
  /** The section, usually a `React.lazy` component: its code (and its data queries) load when it nears the screen. */
  children: ReactNode;
  /** What a screen reader hears while the section loads. */
  label: string;
  /** The skeleton's height, close to the section's so nothing moves when it arrives. */
  minH: BoxProps['minH'];
}

function SectionSkeleton({ label, minH }: Omit<LazySectionProps, 'children'>) {
  return <Skeleton role="status" aria-busy="true" aria-label={label} minH={minH} borderRadius="card" />;
}

interface Nearing {
  /** Settles when the section first comes within `LOAD_AHEAD` of the viewport; null where that cannot be observed. */
  promise: Promise<void> | null;
  arrive: () => void;
}

function nearing(): Nearing {
  // On the server (and in a browser without IntersectionObserver) there is nothing to wait for: render at once.
  if (typeof IntersectionObserver === 'undefined') return { promise: null, arrive: () => {} };
  let arrive = () => {};
  const promise = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { promise, arrive };
}

/**
 * Suspends until the section nears the screen. Inside a boundary the server rendered, React keeps the server's HTML
 * on screen while this suspends (the boundary stays dehydrated) and hydrates it, lazy code and all, once the promise
 * settles: the section is visible from the first paint but costs no script until the diner scrolls towards it.
 */
function HydrationGate({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

/**
 * Calls `onSwitch` when the diner picks another language. The page then re-renders in a transition (the display
 * language), which React cannot finish while a boundary it would update waits dehydrated: it hydrates a boundary
 * before updating it. A waiting section hydrates at once instead, so the whole page, this section too, changes language.
 */
function useLanguageSwitch(onSwitch: () => void) {
  useEffect(
    () =>
      useCustomizerStore.subscribe((state, previous) => {
        if (state.language !== previous.language) onSwitch();
      }),
    [onSwitch],
  );
}

/**
 * A below-the-fold section that is neither downloaded nor fetched until it comes within `LOAD_AHEAD` of the
 * viewport, so the first render carries only what is on screen. Without IntersectionObserver it renders at once.
 * On a page the server rendered, the server's HTML of the section shows at once and the section hydrates (loading
 * its code) only when it nears the screen.
 */
export function LazySection({ children, label, minH }: LazySectionProps) {
  const serverRendered = useServerRendered();
  return serverRendered ? (
    <ServerRenderedSection label={label} minH={minH}>
      {children}
    </ServerRenderedSection>
  ) : (
    <ClientRenderedSection label={label} minH={minH}>
      {children}
    </ClientRenderedSection>
  );
}

function ServerRenderedSection({ children, label, minH }: LazySectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // Made once, outside the boundary: the gate that suspends on it is discarded with each attempt to hydrate.
  const [{ promise, arrive }] = useState(nearing);
  // Settling the promise, not setting state: an update reaching a boundary that has not hydrated yet would make
  // React drop the server's HTML and render the section again in the browser.
  useNear(anchor, promise !== null, arrive, LOAD_AHEAD);
  useLanguageSwitch(arrive);
  return (
    <Box ref={anchor}>
      <Suspense fallback={<SectionSkeleton label={label} minH={minH} />}>
        <HydrationGate until={promise}>{children}</HydrationGate>
      </Suspense>
    </Box>
  );
}

function ClientRenderedSection({ children, label, minH }: LazySectionProps) {
  const [anchor, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  if (!near)
    return (
      <Box ref={anchor}>
        <SectionSkeleton label={label} minH={minH} />
      </Box>
    );
  return <Suspense fallback={<SectionSkeleton label={label} minH={minH} />}>{children}</Suspense>;
}
