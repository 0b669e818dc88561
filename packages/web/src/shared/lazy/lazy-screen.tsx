import { LAZY_TIMEOUT_MS } from '@honora/contract';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { DelayedPlaceholder } from './delayed-placeholder';
import { LoadErrorBoundary } from './load-error-boundary';
import { loadWithTimeout } from './load-with-timeout';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the screen decides them
type AnyComponent = ComponentType<any>;

/**
 * The one way screens load on demand (platform.md §2): placeholder after
 * LAZY_PLACEHOLDER_DELAY_MS; past LAZY_TIMEOUT_MS, or on failure, the load error screen.
 * `pick` takes the named export, since screens have no default exports.
 */
export function lazyScreen<TModule, TComponent extends AnyComponent>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => TComponent,
): ComponentType<ComponentProps<TComponent>> {
  const Screen: AnyComponent = lazy(async () => ({ default: pick(await loadWithTimeout(load(), LAZY_TIMEOUT_MS)) }));
  function LazyScreen(props: ComponentProps<TComponent>) {
    return (
      <LoadErrorBoundary>
        <Suspense fallback={<DelayedPlaceholder />}>
          <Screen {...props} />
        </Suspense>
      </LoadErrorBoundary>
    );
  }
  return LazyScreen;
}
