import { FormattedMessage } from 'react-intl';

/** A profile tab whose feature has not landed yet: a short note in the tab's panel. */
export default function UnavailableTab() {
  return (
    <p className="unavailable-tab">
      <FormattedMessage id="modal.unavailable.message" />
    </p>
  );
}
