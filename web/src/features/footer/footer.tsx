import { FormattedMessage } from 'react-intl';
import { Wordmark } from '../../ui/wordmark.tsx';
import './footer.css';

/** The site footer: brand, the 18+ notice and the responsible-gaming message. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Wordmark />
        <div className="site-footer__notices">
          <p className="site-footer__age">
            <span className="site-footer__age-badge" aria-hidden="true">
              18+
            </span>
            <FormattedMessage id="footer.ageNotice" />
          </p>
          <p>
            <FormattedMessage id="footer.responsible" />
          </p>
        </div>
        <p className="site-footer__copyright">
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
