const linkPattern = /https?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after a link belongs to the sentence, not the link.
const trailingPunctuation = /[.,;:!?)\]}'"»”]+$/;

/** The first http(s) link in a text, or null. */
function firstLink(text: string | null): string | null {
  for (const match of text?.matchAll(linkPattern) ?? []) {
    const candidate = match[0].replace(trailingPunctuation, '');
    try {
      const url = new URL(candidate);
      if (url.hostname) return candidate;
    } catch {
      // Not a link after all; look at the next one.
    }
  }
  return null;
}

/**
 * The shop link a phone shared (Web Share Target, GET /share?title&text&url): apps put it in
 * `url`, many (shop apps, some browsers) only in `text` after a description, a few in `title`.
 */
export function findSharedLink(params: URLSearchParams): string | null {
  for (const name of ['url', 'text', 'title']) {
    const link = firstLink(params.get(name));
    if (link) return link;
  }
  return null;
}
