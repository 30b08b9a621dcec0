/**
 * jsdom's <dialog> has no showModal() or close(). These do what the tests can observe of them: the
 * `open` attribute (what shows the dialog to queries by role), and the `close` event. The top layer and
 * the inert page behind are the browser's, checked by the journeys.
 */
export function installDialogElement(prototype: HTMLDialogElement): void {
  if (typeof prototype.showModal === 'function') return;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
