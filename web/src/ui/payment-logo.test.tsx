import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentLogo } from './payment-logo.tsx';

describe('PaymentLogo', () => {
  it('is decorative beside the name it goes with: no role of an image, an empty text alternative', () => {
    const { container } = render(<PaymentLogo src="/logos/skrill.svg" />);
    const logo = container.querySelector('img');
    expect([screen.queryByRole('img'), logo?.getAttribute('alt'), logo?.getAttribute('src')]).toEqual([
      null,
      '',
      '/logos/skrill.svg',
    ]);
  });

  it('names the provider when no text names it', () => {
    render(<PaymentLogo src="/logos/skrill.svg" name="Skrill" />);
    expect(screen.getByRole('img', { name: 'Skrill' })).toBeTruthy();
  });

  it('keeps its box (48 × 32) while it loads, loading lazily', () => {
    const { container } = render(<PaymentLogo src="/logos/skrill.svg" />);
    const logo = container.querySelector('img');
    expect([
      logo?.getAttribute('width'),
      logo?.getAttribute('height'),
      logo?.getAttribute('loading'),
    ]).toEqual(['48', '32', 'lazy']);
  });

  it('draws nothing without an address, or once its image cannot be loaded', () => {
    const none = render(<PaymentLogo src={null} />);
    const broken = render(<PaymentLogo src="/logos/gone.svg" />);
    const logo = broken.container.querySelector('img');
    if (logo !== null) fireEvent.error(logo);
    expect([none.container.innerHTML, broken.container.querySelector('img')]).toEqual(['', null]);
  });
});
