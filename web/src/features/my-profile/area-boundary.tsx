import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadFailed } from '../../ui/load-failed.tsx';

interface AreaBoundaryProps {
  readonly children: ReactNode;
  /** Loads the sub-area's chunk again (a new lazy component). */
  readonly onRetry: () => void;
}

/**
 * A sub-area whose chunk could not load (offline, a new deployment) says so with a retry, instead of
 * taking the page down: the rest of the profile stays usable.
 */
export class AreaBoundary extends Component<AreaBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailed
        retry={<FormattedMessage id="myProfile.retry" />}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        <FormattedMessage id="myProfile.area.failed" />
      </LoadFailed>
    );
  }
}
