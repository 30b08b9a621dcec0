/**
 * A short fingerprint of a message's source text (FNV-1a, 32 bits, base 36). The build records it for
 * every message with ICU syntax, so a server text can be recognised as the bundled one without parsing
 * it (the parser then never loads unless the server really changed a text).
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
