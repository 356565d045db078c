import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useServerRendered } from '@restaurant/shared';
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

/**
 * A below-the-fold section that is neither downloaded nor fetched until it comes within `LOAD_AHEAD` of the
 * viewport, so the first render carries only what is on screen. Without IntersectionObserver, or on a page the server
 * rendered, it renders at once.
 */
export function LazySection({ children, label, minH }: LazySectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // A page the server rendered has the section already: hydrating it must find the same tree, not a skeleton.
  const serverRendered = useServerRendered();
  const [near, setNear] = useState(() => serverRendered || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near)
    return (
      <Box ref={anchor}>
        <SectionSkeleton label={label} minH={minH} />
      </Box>
    );
  return <Suspense fallback={<SectionSkeleton label={label} minH={minH} />}>{children}</Suspense>;
}
