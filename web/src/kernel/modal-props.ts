/** What the modal host hands every modal. */
export interface ModalProps {
  /** Closes the modal: back when it was opened in the app, else the URL loses its modal parameters. */
  readonly onClose: () => void;
}
