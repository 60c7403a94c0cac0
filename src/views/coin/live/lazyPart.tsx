import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface PartProps {
  /** shown while the part's code loads */
  fallback: ReactNode;
  /** shown when it could not load; `retry` loads it again */
  failed: (retry: () => void) => ReactNode;
}

/**
 * A part of the page (a chart) whose code loads when it first renders, in a chunk of its own. A
 * chunk that does not load shows `failed` in the part's place, not a failure of the whole page,
 * and its retry asks for the chunk again (React.lazy alone keeps a failed load forever).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & PartProps> {
  const create = () => lazy(() => load().then((part) => ({ default: part })));
  let Part = create();

  return class LazyPart extends Component<P & PartProps, { failed: boolean }> {
    override state = { failed: false };

    static getDerivedStateFromError(): { failed: boolean } {
      return { failed: true };
    }

    private readonly retry = () => {
      Part = create();
      this.setState({ failed: false });
    };

    override render() {
      const { fallback, failed, ...props } = this.props;
      if (this.state.failed) return failed(this.retry);
      return (
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      );
    }
  };
}
