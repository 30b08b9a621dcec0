import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import './dialog.css';
import { APP_SHELL_ID, MAIN_CONTENT_ID } from './landmarks.ts';

export interface DialogProps {
  /** id of the element that holds the dialog's visible title (becomes aria-labelledby). */
  readonly titleId: string;
  /**
   * Called on Escape, on a click on the backdrop and on the close button. Without it the dialog has
   * no close button and only its own actions end it (the terms-acceptance modal).
   */
  readonly onClose?: () => void;
  readonly children: ReactNode;
  /** `alertdialog` for a dialog that reports a failure; default `dialog`. */
  readonly role?: 'dialog' | 'alertdialog';
  /** `wide` for a dialog with a side menu (the profile); default a narrow form-sized panel. */
  readonly size?: 'narrow' | 'wide';
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** Keeps Tab and Shift+Tab inside `panel`, wrapping at both ends. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = focusablesIn(panel);
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title. On open it moves focus to the
 * element marked `data-autofocus` (else the first focusable one), traps Tab inside, closes on
 * Escape and on a backdrop click, makes the page behind it inert and stops it scrolling; on close
 * focus returns to the element that had it when the dialog opened, else to the main content. On a phone it is a bottom sheet.
 */
export function Dialog({ titleId, onClose, children, role = 'dialog', size = 'narrow' }: DialogProps) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect: focus moves in the same commit that shows the dialog, never a frame later.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (panel === null || backdrop === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const shell = document.getElementById(APP_SHELL_ID);
    shell?.setAttribute('inert', '');
    document.documentElement.classList.add('is-modal-open');
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current?.();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    const onBackdropClick = (): void => {
      onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    backdrop.addEventListener('click', onBackdropClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      backdrop.removeEventListener('click', onBackdropClick);
      shell?.removeAttribute('inert');
      document.documentElement.classList.remove('is-modal-open');
      // Back to the opener; when there is none (a deep link) or it is gone (the login button after a
      // login), to the start of the page's content rather than the document's body.
      if (opener !== null && opener !== document.body && opener.isConnected) opener.focus();
      else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div className="dialog">
      <div ref={backdropRef} className="dialog__backdrop" />
      <div
        ref={panelRef}
        className={size === 'wide' ? 'dialog__panel dialog__panel--wide' : 'dialog__panel'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {onClose !== undefined && (
          <button
            type="button"
            className="dialog__close icon-button"
            aria-label={intl.formatMessage({ id: 'modal.close' })}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
