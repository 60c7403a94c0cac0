import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ReloadMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.requestFailedReload')}
      </button>
    </div>
  );
}

/**
 * Catches a page chunk that failed or timed out (and any crash while rendering the page) and
 * offers "request failed, click to reload"; `onRetry` must provide a fresh attempt to render.
 */
export class ChunkErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <ReloadMessage onRetry={this.retry} /> : this.props.children;
  }
}
