/** Letters and digits only, lower case: "Aqua, Glycerin." and "aqua glycerin" compare equal. */
const fold = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The structure tab lists the INCI names as links to their ingredient pages; a paragraph of the
 * written text that only repeats that list (as the demo texts and many imported ones do) would show
 * it twice, so it is left out. Other paragraphs ("free of parabens…") stay.
 */
export function withoutInciParagraph(html: string, inciNames: string[]): string {
  if (inciNames.length === 0) return html;
  const list = fold(inciNames.join(' '));
  return html.replace(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi, (paragraph, inner: string) => (fold(inner) === list ? '' : paragraph)).trim();
}
