import { useState } from 'react';
import './payment-logo.css';

export interface PaymentLogoProps {
  /** The logo's address (absolute, or relative to the site); nothing is drawn for null. */
  readonly src: string | null;
  /**
   * The logo's text alternative when nothing else names the provider or method; leave it out when
   * its name stands beside the logo as text (the logo is then decorative, `alt=""`).
   */
  readonly name?: string;
  readonly className?: string;
}

/** The logo's box in CSS px (3:2, as the contract asks logos to be drawn): set, so nothing shifts. */
export const PAYMENT_LOGO_SIZE = { width: 48, height: 32 } as const;

/**
 * A payment provider's or method's logo (the deposit and withdraw tabs), at a fixed 48 × 32 box so the
 * tiles keep their size while it loads; loaded lazily (the methods run below the fold on a phone) and
 * decoded off the main thread. Nothing stands in when it cannot be loaded: the name is beside it.
 */
export function PaymentLogo({ src, name, className }: PaymentLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) return null;
  return (
    <img
      className={className === undefined ? 'payment-logo' : `payment-logo ${className}`}
      src={src}
      alt={name ?? ''}
      width={PAYMENT_LOGO_SIZE.width}
      height={PAYMENT_LOGO_SIZE.height}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(src);
      }}
    />
  );
}
