import type { Game } from '../dto.ts';
import { hashString } from '../seed/prng.ts';

/** Image formats of the contract and their size in px (width, height). */
export const imageFormats = {
  square: [400, 400],
  horizontal: [640, 360],
  vertical: [360, 540],
  '4x3': [480, 360],
  logo: [400, 160],
} as const satisfies Record<string, readonly [number, number]>;

export type ImageFormat = keyof typeof imageFormats;

export function isImageFormat(value: string): value is ImageFormat {
  return Object.hasOwn(imageFormats, value);
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap to at most `maxChars` per line and `maxLines` lines (the last one elided). */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/**
 * A deterministic SVG thumbnail of a game: a gradient in colours derived from its id, soft circles,
 * its name (wrapped) and its vendor; live tables get a LIVE badge (top right). The logo format has no background.
 */
export function renderGameThumbnail(game: Game, format: ImageFormat): string {
  const [width, height] = imageFormats[format];
  const hash = hashString(game.uniqueGameId ?? game.friendlyUrl);
  const hue = hash % 360;
  const hue2 = (hue + 30 + ((hash >>> 9) % 60)) % 360;
  const logo = format === 'logo';
  const fontSize = Math.round(Math.min(width, height) * (logo ? 0.26 : 0.12));
  const lines = wrapWords(game.gameName, Math.max(6, Math.floor(width / (fontSize * 0.58))), logo ? 2 : 3);
  const lineHeight = fontSize * 1.15;
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${(firstY + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const fill = logo ? `hsl(${hue} 70% 35%)` : '#ffffff';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(game.gameName)}">`,
    `<title>${escapeXml(game.gameName)}</title>`,
  ];
  if (!logo) {
    parts.push(
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 20%)"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      ...[0, 1, 2].map((i) => {
        const cx = ((hash >>> (i * 5)) % 100) / 100;
        const cy = ((hash >>> (i * 7 + 3)) % 100) / 100;
        const r = Math.min(width, height) * (0.18 + i * 0.09);
        return `<circle cx="${(cx * width).toFixed(0)}" cy="${(cy * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="0.08"/>`;
      }),
      `<text x="${width / 2}" y="${height - fontSize * 0.6}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(fontSize * 0.42)}" fill="#ffffff" fill-opacity="0.8" text-anchor="middle">${escapeXml(game.gameVendor)}</text>`,
    );
    if (game.gameType === 'LIVE_CASINO') {
      // Top right: the site lays its own badges (new, hot, …) over the image's top left.
      const badgeWidth = fontSize * 1.9;
      const badgeX = width - 12 - badgeWidth;
      parts.push(
        `<rect x="${badgeX.toFixed(1)}" y="12" width="${badgeWidth}" height="${fontSize * 0.8}" rx="6" fill="#e53935"/>`,
        `<text x="${(badgeX + fontSize * 0.95).toFixed(1)}" y="${12 + fontSize * 0.56}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(fontSize * 0.45)}" font-weight="700" fill="#ffffff" text-anchor="middle">LIVE</text>`,
      );
    }
  }
  parts.push(
    `<text font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${fill}" text-anchor="middle">${text}</text>`,
    '</svg>',
  );
  return parts.join('');
}
