import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

export interface LoadFailedProps {
  /** The retry button's text. */
  readonly retry: ReactNode;
  readonly onRetry: () => void;
  readonly id?: string | undefined;
  /** Why it could not be loaded ("The history could not be loaded." and the server's reason). */
  readonly children: ReactNode;
}

/** Why something could not be loaded, announced as an alert, with a retry. */
export function LoadFailed({ retry, onRetry, id, children }: LoadFailedProps) {
  return (
    <Notice
      tone="error"
      role="alert"
      id={id}
      action={
        <Button tone="secondary" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
