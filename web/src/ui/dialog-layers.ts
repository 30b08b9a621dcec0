/*
 * A modal dialog sits in the browser's top layer and makes everything outside it inert: what must stay
 * usable above it (the toasts) renders into the outlet of the dialog opened last. Each open dialog
 * holds one outlet, marked with its opening order; the document hears DIALOG_LAYERS_EVENT whenever a
 * dialog opens or closes.
 */

/** Dispatched on the document when a dialog opens or closes. */
export const DIALOG_LAYERS_EVENT = 'dialog-layers';

/** The outlet attribute; its value is the dialog's opening order. */
export const DIALOG_OUTLET_ATTRIBUTE = 'data-dialog-outlet';

/** The outlet of the open dialog opened last, or null when no dialog is open. */
export function topDialogOutlet(): HTMLElement | null {
  let top: HTMLElement | null = null;
  let topOrder = -1;
  for (const outlet of document.querySelectorAll<HTMLElement>(`[${DIALOG_OUTLET_ATTRIBUTE}]`)) {
    const order = Number(outlet.getAttribute(DIALOG_OUTLET_ATTRIBUTE));
    if (order > topOrder) {
      top = outlet;
      topOrder = order;
    }
  }
  return top;
}

/** Calls `listener` whenever a dialog opens or closes; returns the unsubscribe. */
export function onDialogLayers(listener: () => void): () => void {
  document.addEventListener(DIALOG_LAYERS_EVENT, listener);
  return () => {
    document.removeEventListener(DIALOG_LAYERS_EVENT, listener);
  };
}
