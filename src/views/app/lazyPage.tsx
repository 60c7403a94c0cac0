import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { LoadingState } from '../components/StateViews';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './chunkTimeout';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

type PageModule = { default: ComponentType };

/**
 * A code-split page: React.lazy over `load`, failing after `timeoutMs` (spec: 120 s), with a
 * "request failed, click to reload" fallback whose retry imports the chunk again. The lazy
 * component lives as long as the route table, so revisiting a loaded page never suspends.
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ComponentType {
  const create = () => lazy(() => withTimeout(load, timeoutMs));
  let Page = create();

  return function LazyPage() {
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
  };
}
