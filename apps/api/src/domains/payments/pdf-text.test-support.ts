/**
 * The text of an uncompressed PDF made by pdfkit (`compress: false`), for tests. pdfkit writes text
 * as glyph ids of an embedded font subset (`[<0001…>] TJ`, one operator a line); each font's
 * ToUnicode map turns them back into characters. Enough for pdfkit's own output, not a general PDF
 * reader. Lines are matched one at a time, so binary font data never meets a backtracking pattern.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (let at = source.indexOf(' 0 obj'); at !== -1; at = source.indexOf(' 0 obj', at + 1)) {
    const id = /(\d+)$/.exec(source.slice(Math.max(0, at - 12), at))?.[1];
    const end = source.indexOf('endobj', at);
    if (id && end !== -1) objects.set(id, source.slice(at, end));
  }
  const ref = (body: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1];
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)));
  const hexStrings = (line: string) => [...line.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]);

  const toUnicode = (fontId: string): Map<number, string> => {
    const map = new Map<number, string>();
    const cmapId = ref(objects.get(fontId) ?? '', 'ToUnicode');
    for (const line of (cmapId ? (objects.get(cmapId) ?? '') : '').split('\n')) {
      const parts = hexStrings(line);
      if (line.includes('[') && parts.length > 2) {
        for (const [i, u] of parts.slice(2).entries()) map.set(Number.parseInt(parts[0], 16) + i, unicode(u));
      } else if (parts.length === 2 && parts[0].length === 4) map.set(Number.parseInt(parts[0], 16), unicode(parts[1]));
    }
    return map;
  };

  const out: string[] = [];
  for (const page of [...objects.values()].filter((body) => /\/Type \/Page\b/.test(body))) {
    const fonts = new Map<string, Map<number, string>>();
    const resources = objects.get(ref(page, 'Resources') ?? '') ?? page;
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(name, toUnicode(id));
    let font = new Map<number, string>();
    for (const line of (objects.get(ref(page, 'Contents') ?? '') ?? '').split('\n')) {
      const selected = /^\/(F\d+) [\d.]+ Tf$/.exec(line);
      if (selected) font = fonts.get(selected[1]) ?? new Map();
      else if (line.endsWith('] TJ')) {
        out.push(
          hexStrings(line)
            .flatMap((hex) => hex.match(/.{4}/g) ?? [])
            .map((code) => font.get(Number.parseInt(code, 16)) ?? '?')
            .join(''),
        );
      }
    }
  }
  return out.join('\n');
}
