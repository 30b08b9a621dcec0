import { FormattedMessage } from 'react-intl';
import './wordmark.css';

/**
 * The brand's mark and name. The mark is decorative and drawn by the stylesheet (wordmark.css): no
 * SVG image, which would cost a whole SVG document on the main thread at the first paint.
 */
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
