import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { LoadingState } from '../components/StateViews';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './chunkTimeout';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

type PageModule = { default: ComponentType };

const preloaders = new WeakMap<ComponentType, () => Promise<void>>();

/**
 * React.lazy suspends on a promise even when it has already settled (it waits for `then`); a
 * thenable that calls back at once lets it render a page whose chunk is already here.
 */
const settledNow = (page: PageModule) =>
  ({ then: (resolve: (value: PageModule) => void) => resolve(page) }) as unknown as Promise<PageModule>;

/**
 * A code-split page: React.lazy over `load`, failing after `timeoutMs` (spec: 120 s), with a
 * "request failed, click to reload" fallback whose retry imports the chunk again. The lazy
 * component lives as long as the route table, so revisiting a loaded page never suspends; a page
 * loaded ahead with preloadPage() renders on the first try, without the loading state.
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ComponentType {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const fetchPage = () =>
    (loading ??= withTimeout(load, timeoutMs).then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const create = () => lazy(() => (loaded ? settledNow(loaded) : fetchPage()));
  let Page = create();

  function LazyPage() {
    const [, setAttempt] = useState(0);
    const retry = useCallback(() => {
      // React.lazy remembers a rejection forever, so a retry needs a new lazy component.
      Page = create();
      setAttempt((n) => n + 1);
    }, []);
    return (
      <ChunkErrorBoundary onRetry={retry}>
        <Suspense fallback={<LoadingState />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  preloaders.set(LazyPage, () => fetchPage().then(() => undefined));
  return LazyPage;
}

/** Loads the chunk of a lazyPage() page (a no-op for any other component); rejects as the load does. */
export function preloadPage(page: ComponentType): Promise<void> {
  return preloaders.get(page)?.() ?? Promise.resolve();
}
