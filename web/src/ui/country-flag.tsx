import type { PhoneCountry } from '@lv-casino/core/registration/phone.rule.ts';

/**
 * The flags of the calling-code table's countries, simplified to read at 24 × 16 px (3:2, stripes and
 * crosses; the United States' without its stars). Drawn here, not as emoji, which a system without an
 * emoji font shows as empty boxes.
 */
const FLAGS: Readonly<Record<PhoneCountry, string>> = {
  LV: '<rect width="30" height="20" fill="#9e3039"/><rect y="8" width="30" height="4" fill="#fff"/>',
  LT: '<rect width="30" height="20" fill="#c1272d"/><rect width="30" height="13.33" fill="#006a44"/><rect width="30" height="6.67" fill="#fdb913"/>',
  EE: '<rect width="30" height="20" fill="#fff"/><rect width="30" height="13.33" fill="#000"/><rect width="30" height="6.67" fill="#0072ce"/>',
  FI: '<rect width="30" height="20" fill="#fff"/><path d="M0 10h30M11 0v20" stroke="#002f6c" stroke-width="5"/>',
  SE: '<rect width="30" height="20" fill="#006aa7"/><path d="M0 10h30M12 0v20" stroke="#fecc00" stroke-width="4"/>',
  DE: '<rect width="30" height="20" fill="#ffce00"/><rect width="30" height="13.33" fill="#d00"/><rect width="30" height="6.67" fill="#000"/>',
  PL: '<rect width="30" height="20" fill="#dc143c"/><rect width="30" height="10" fill="#fff"/>',
  GB: '<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.5"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.5"/>',
  RU: '<rect width="30" height="20" fill="#fff"/><rect y="6.67" width="30" height="6.67" fill="#0039a6"/><rect y="13.33" width="30" height="6.67" fill="#d52b1e"/>',
  UA: '<rect width="30" height="20" fill="#ffd700"/><rect width="30" height="10" fill="#0057b7"/>',
  US: '<rect width="30" height="20" fill="#fff"/><path d="M0 .77h30M0 3.85h30M0 6.92h30M0 10h30M0 13.08h30M0 16.15h30M0 19.23h30" stroke="#b22234" stroke-width="1.54"/><rect width="12" height="10.77" fill="#3c3b6e"/>',
};

/** The flag of `country` as an image; decorative, as the country's name or code goes with it. */
export function CountryFlag({
  country,
  className,
}: {
  readonly country: PhoneCountry;
  readonly className?: string;
}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${FLAGS[country]}</svg>`;
  return (
    <img
      className={className}
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt=""
      width="24"
      height="16"
    />
  );
}
