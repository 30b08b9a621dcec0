import type { Language } from '@lv-casino/core/routing/language.ts';

/** Each language's flag, drawn as stripes or a simple cross (the mega menu's language switcher). */
const FLAGS: Readonly<Record<Language, string>> = {
  lv: '<rect width="30" height="20" fill="#9e3039"/><rect y="8" width="30" height="4" fill="#fff"/>',
  en: '<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.5"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.5"/>',
  ru: '<rect width="30" height="20" fill="#fff"/><rect y="6.67" width="30" height="6.67" fill="#0039a6"/><rect y="13.33" width="30" height="6.67" fill="#d52b1e"/>',
};

/** The flag of `language` as an image; decorative, as the code and the language's name go with it. */
export function Flag({ language }: { readonly language: Language }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${FLAGS[language]}</svg>`;
  return (
    <img
      className="flag"
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt=""
      width="24"
      height="16"
    />
  );
}
