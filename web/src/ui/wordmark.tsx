import { FormattedMessage } from 'react-intl';
import './wordmark.css';

/** The brand's mark and name. Decorative mark; the name is text. */
export function Wordmark() {
  return (
    <span className="wordmark">
      <span className="wordmark__mark" aria-hidden="true" />
      <span className="wordmark__name">
        <FormattedMessage id="brand.name" />
      </span>
    </span>
  );
}
