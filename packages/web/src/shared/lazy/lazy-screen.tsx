import { LAZY_TIMEOUT_MS } from '@honora/contract';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { DelayedPlaceholder } from './delayed-placeholder';
import { LoadErrorBoundary } from './load-error-boundary';
import { loadWithTimeout } from './load-with-timeout';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the screen decides them
type AnyComponent = ComponentType<any>;

/** A screen of the first load, whose styles the entry already carries (decision 021). */
interface LazyScreenOptions {
  isFirstLoad?: boolean;
}

/**
 * The one way screens load on demand (platform.md §2): placeholder after
 * LAZY_PLACEHOLDER_DELAY_MS; past LAZY_TIMEOUT_MS, or on failure, the load error screen.
 * `pick` takes the named export, since screens have no default exports. A screen brings all of
 * Mantine's styles with it, except the few of the first load (decision 021).
 */
export function lazyScreen<TModule, TComponent extends AnyComponent>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => TComponent,
  { isFirstLoad = false }: LazyScreenOptions = {},
): ComponentType<ComponentProps<TComponent>> {
  const loadWithStyles = async () => {
    const [module] = await Promise.all([load(), isFirstLoad ? null : import('./all-styles')]);
    return module;
  };
  const Screen: AnyComponent = lazy(async () => ({
    default: pick(await loadWithTimeout(loadWithStyles(), LAZY_TIMEOUT_MS)),
  }));
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
