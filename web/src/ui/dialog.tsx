import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import './dialog.css';
import { DIALOG_LAYERS_EVENT, DIALOG_OUTLET_ATTRIBUTE } from './dialog-layers.ts';
import { MAIN_CONTENT_ID } from './landmarks.ts';

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

/** The opening order of the dialogs (the toasts go to the outlet of the one opened last). */
let opened = 0;

const announceLayers = (): void => {
  document.dispatchEvent(new Event(DIALOG_LAYERS_EVENT));
};

/**
 * A modal dialog: the native `<dialog>` opened with showModal(), so it sits in the top layer and the
 * page behind it is inert; labelled by its title. On open focus moves to the element marked
 * `data-autofocus` (else the first focusable one); Escape, a click on the backdrop and the close button
 * call `onClose`; the page behind stops scrolling; on close focus returns to the element that had it
 * when the dialog opened, else to the main content. It holds the toasts' outlet while it is the top
 * dialog (dialog-layers.ts). On a phone it is a bottom sheet.
 */
export function Dialog({ titleId, onClose, children, role = 'dialog', size = 'narrow' }: DialogProps) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const outletRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect: the dialog shows, and takes the focus (its panel, the first thing showModal can
  // focus), in the same commit that renders it, never a frame later.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const outlet = outletRef.current;
    if (dialog === null || outlet === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.documentElement.classList.add('is-modal-open');
    dialog.showModal();
    opened += 1;
    outlet.setAttribute(DIALOG_OUTLET_ATTRIBUTE, String(opened));
    announceLayers();

    let closing = false;
    // Escape is handled here, its default (the browser's close request) prevented: a dialog without
    // onClose (the terms to accept) stays open, and one with it closes through its URL.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current?.();
    };
    // Other close requests (a phone's back gesture) ask the same.
    const onCancel = (event: Event): void => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    // A close request the page could not refuse: the dialog asks to close, or opens again if it may not.
    const onNativeClose = (): void => {
      if (closing) return;
      if (onCloseRef.current === undefined) dialog.showModal();
      else onCloseRef.current();
    };
    // A click on the backdrop (outside the panel) closes; not the end of a drag begun inside the panel.
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent): void => {
      pressedOutside = event.target === dialog;
    };
    const onClick = (event: MouseEvent): void => {
      if (event.target === dialog && pressedOutside) onCloseRef.current?.();
      pressedOutside = false;
    };
    const listening = new AbortController();
    const { signal } = listening;
    dialog.addEventListener('keydown', onKeyDown, { signal });
    dialog.addEventListener('cancel', onCancel, { signal });
    dialog.addEventListener('close', onNativeClose, { signal });
    dialog.addEventListener('pointerdown', onPointerDown, { signal });
    dialog.addEventListener('click', onClick, { signal });
    return () => {
      closing = true;
      listening.abort();
      outlet.removeAttribute(DIALOG_OUTLET_ATTRIBUTE);
      announceLayers();
      dialog.close();
      if (document.querySelector('dialog[open]') === null)
        document.documentElement.classList.remove('is-modal-open');
      // Back to the opener; when there is none (a deep link) or it is gone (the login button after a
      // login), to the start of the page's content rather than the document's body.
      if (opener !== null && opener !== document.body && opener.isConnected) opener.focus();
      else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    };
  }, []);

  // The field marked data-autofocus (else the first control) gets the focus once the page's effects
  // have run, not in the layout phase above: until then, the forms' observers have not subscribed to
  // their stores, and a key typed into a field that already had the focus was undone (React restores a
  // controlled input's value when its store's change renders nothing). Players who typed at once into
  // the login opened from "Your account is activated" lost their first characters. Not when the
  // player has already put the focus elsewhere in the dialog.
  useEffect(() => {
    const panel = dialogRef.current?.querySelector<HTMLElement>('.dialog__panel');
    if (panel === null || panel === undefined) return;
    const { activeElement } = document;
    if (activeElement !== panel && activeElement !== dialogRef.current && panel.contains(activeElement))
      return;
    (
      panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className={size === 'wide' ? 'dialog__panel dialog__panel--wide' : 'dialog__panel'} tabIndex={-1}>
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
      <div className="toasts">
        <div ref={outletRef} aria-live="polite" />
      </div>
    </dialog>,
    document.body,
  );
}
