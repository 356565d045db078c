import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RemoteModuleId, RemotePageProps } from '@restaurant/shared/router';
import { isUnavailableModule } from './federation-plugins';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** What the host passes on to the widget itself is typed by the exposed modules' props (`RemotePageProps`). */
export interface RemoteWidgetProps extends RemotePageProps {
  /**
   * Shown while the module downloads and for good if its remote is down or the widget throws: a widget sits in the
   * page's frame (header, layout), so it falls back to something small and never to the page-sized panel.
   */
  fallback: ReactNode;
}

/**
 * A small piece of a remote (cart button, session notice) mounted inside the host's own frame, through the same
 * loading path as the pages. Call it once at module level: the lazy component it holds must stay the same.
 */
export function remoteWidget(module: RemoteModuleId): ComponentType<RemoteWidgetProps> {
  const Loaded = lazy(async () => {
    const loaded = await loadRemotePage(module);
    // The fallback plugin's stand-in is the page-sized "unavailable" panel: a widget shows its own fallback.
    if (isUnavailableModule(loaded)) return { default: ({ fallback }: RemoteWidgetProps) => fallback };
    const Widget = loaded.default;
    return { default: ({ fallback: _fallback, ...props }: RemoteWidgetProps) => <Widget {...props} /> };
  });

  function RemoteWidget(props: RemoteWidgetProps) {
    const { fallback } = props;
    return (
      <RemoteErrorBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  RemoteWidget.displayName = `RemoteWidget(${module})`;
  return RemoteWidget;
}
