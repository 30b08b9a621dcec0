import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import './wordmark.css';

/**
 * The brand's mark and name. The mark is decorative and inline (as in index.html's boot screen): a
 * stylesheet's SVG image would cost a whole SVG document on the main thread at the first paint.
 */
export function Wordmark() {
  const gradient = useId();
  return (
    <span className="wordmark">
      <svg className="wordmark__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe29a" />
            <stop offset="0.5" stopColor="#f4c15d" />
            <stop offset="1" stopColor="#d9952a" />
          </linearGradient>
        </defs>
        <path d="M16 2l12 8-12 20L4 10z" fill={`url(#${gradient})`} />
        <path
          d="M4 10h24M16 2l-5 8 5 20 5-20z"
          fill="none"
          stroke="#15110a"
          strokeOpacity="0.35"
          strokeWidth="1.2"
        />
      </svg>
      <span className="wordmark__name">
        <FormattedMessage id="brand.name" />
      </span>
    </span>
  );
}
