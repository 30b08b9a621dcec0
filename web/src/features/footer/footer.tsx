import type { PaymentLogo } from '@lv-casino/core/config/config.ts';
import type { ShownMenu } from '@lv-casino/core/content/load-menus.use-case.ts';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { Wordmark } from '../../ui/wordmark.tsx';
import { SocialIcon, type SocialNetwork } from './footer-icons.tsx';
import { FooterStore } from './footer.store.ts';
import './footer.css';
import '../../ui/pill-list.css';

/** The site's own pages on the social networks. */
const SOCIAL_LINKS: readonly {
  readonly network: SocialNetwork;
  readonly name: string;
  readonly url: string;
}[] = [
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/lvcasino' },
  { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/lvcasino' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@lvcasino' },
  { network: 'telegram', name: 'Telegram', url: 'https://t.me/lvcasino' },
];

/** The gambling supervisor's site (licence register and the self-exclusion register). */
const SUPERVISOR_URL = 'https://www.iaui.gov.lv';
const SUPPORT_EMAIL = 'atbalsts@lv-casino.lv';

/** A titled part of the footer: its heading names the section (site-footer-<name>). */
function FooterSection({
  name,
  title,
  className,
  children,
}: {
  readonly name: string;
  readonly title: MessageId;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={`site-footer-${name}`}>
      <h2 id={`site-footer-${name}`} className="site-footer__heading">
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** "(opens another site in a new tab)" for screen readers after an external link's text. */
function OpensElsewhere() {
  return (
    <span className="visually-hidden">
      {' '}
      <FormattedMessage id="footer.opensElsewhere" />
    </span>
  );
}

function FooterMenu({ menu }: { readonly menu: ShownMenu }) {
  return (
    <nav className="site-footer__menu" aria-label={menu.title}>
      <h2 className="site-footer__heading">{menu.title}</h2>
      <ul>
        {menu.links.map((link) => (
          <li key={`${link.label}-${link.kind === 'internal' ? link.path : link.url}`}>
            {link.kind === 'internal' ? (
              <Link to={link.path}>{link.label}</Link>
            ) : (
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <OpensElsewhere />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A payment method's logo in its 48 × 32 box (3:2, set so nothing shifts), its name the text
 * alternative; loaded lazily (the footer is below the fold) and decoded off the main thread. Its
 * address is the general config's as given: absolute, or relative to the site, whose origin is the
 * API's (as the deposit tab's logos). A logo that cannot be loaded leaves its name as text instead.
 */
function PaymentMethod({ logo }: { readonly logo: PaymentLogo }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === logo.logoUrl) return <span className="site-footer__payment-name">{logo.name}</span>;
  return (
    <img
      className="site-footer__payment-logo"
      src={logo.logoUrl}
      alt={logo.name}
      width={48}
      height={32}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(logo.logoUrl);
      }}
    />
  );
}

/** The payment methods the label names in its general config, in its order; nothing when it names none. */
const PaymentMethods = observer(function PaymentMethods() {
  const logos = useInjection(SiteConfig).general?.paymentLogos ?? [];
  if (logos.length === 0) return null;
  return (
    <FooterSection name="payments" title="footer.payments.title">
      <ul className="site-footer__payments pill-list">
        {logos.map((logo, index) => (
          <li key={`${String(index)}-${logo.name}`} className="site-footer__payment">
            <PaymentMethod logo={logo} />
          </li>
        ))}
      </ul>
    </FooterSection>
  );
});

/**
 * The site footer (games-and-content.md §9): the CMS menus FOOTER_GAMES, FOOTER_QUICK_LINKS,
 * FOOTER_HELP and FOOTER_MENU, customer support, the payment methods' logos (the general config's),
 * social links, the licence text, the 18+ notice and the responsible-gaming message.
 */
function FooterView() {
  const store = useScreenStore(FooterStore);
  const { language } = useInjection(IntlStore);
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {store.menus.length > 0 && (
          <div className="site-footer__menus">
            {store.menus.map((menu) => (
              <FooterMenu key={menu.key} menu={menu} />
            ))}
          </div>
        )}

        <div className="site-footer__band">
          <FooterSection name="support" title="footer.support.title" className="site-footer__support">
            <p>
              <FormattedMessage id="footer.support.hours" />
            </p>
            <p className="site-footer__support-links">
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              <Link to={`/${language}/help`}>
                <FormattedMessage id="footer.support.help" />
              </Link>
            </p>
          </FooterSection>

          <FooterSection name="social" title="footer.social.title">
            <ul className="site-footer__social">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={intl.formatMessage({ id: 'footer.social.link' }, { network: social.name })}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </FooterSection>
        </div>

        <PaymentMethods />

        <div className="site-footer__legal">
          <Wordmark />
          <p className="site-footer__age">
            <span className="site-footer__age-badge" aria-hidden="true">
              18+
            </span>
            <FormattedMessage id="footer.ageNotice" />
          </p>
          <p>
            <FormattedMessage id="footer.responsible" />
          </p>
          <p className="site-footer__licence">
            <FormattedMessage
              id="footer.licence"
              values={{
                supervisor: (chunks) => (
                  <a href={SUPERVISOR_URL} target="_blank" rel="noopener noreferrer">
                    {chunks}
                    <OpensElsewhere />
                  </a>
                ),
              }}
            />
          </p>
          <p className="site-footer__copyright">
            <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
          </p>
        </div>
      </div>
    </footer>
  );
}

export const Footer = observer(FooterView);
