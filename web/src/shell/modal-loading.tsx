import { useIntl } from 'react-intl';

/** Shown while a modal's chunk, module and messages load. */
export function ModalLoading() {
  const intl = useIntl();
  return (
    <div className="dialog-loading" role="status" aria-label={intl.formatMessage({ id: 'modal.loading' })}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
