import { FormattedMessage } from 'react-intl';
import './wordmark.css';

/**
 * The brand's mark and name. The mark is decorative: index.html's symbol (`wordmark-mark`, as its boot
 * screen shows it), not a stylesheet's SVG image, which would cost a whole SVG document on the main
 * thread at the first paint.
 */
export function Wordmark() {
  return (
    <span className="wordmark">
      <svg className="wordmark__mark" aria-hidden="true" focusable="false">
        <use href="#wordmark-mark" />
      </svg>
      <span className="wordmark__name">
        <FormattedMessage id="brand.name" />
      </span>
    </span>
  );
}
