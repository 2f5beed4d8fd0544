import fs from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { ROOT_DIR } from '../../config.ts';

/**
 * DejaVu Sans, regular and bold (apps/api/assets/fonts, free licence), parsed once per process. PDF's
 * standard fonts have no Cyrillic, so every shop document embeds these. Handing pdfkit the parsed
 * font instead of the file's bytes keeps fontkit's glyph and lookup caches warm from one document to
 * the next: given bytes, pdfkit parses the font anew for every document, which made a long table
 * twice as slow. pdfkit still keeps a subset (only the glyphs used) per document.
 */
const FONT_DIR = path.join(ROOT_DIR, 'apps/api/assets/fonts');

let fonts: { regular: Font; bold: Font } | null = null;

export function shopFonts(): { regular: Font; bold: Font } {
  fonts ??= {
    regular: openFont('DejaVuSans.ttf'),
    bold: openFont('DejaVuSans-Bold.ttf'),
  };
  return fonts;
}

function openFont(file: string): Font {
  const font = create(fs.readFileSync(path.join(FONT_DIR, file)));
  // A .ttc collection would give a collection; the shop ships single fonts.
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  // fontkit caches a glyph with the characters it was first asked for. pdfkit asks for some by id
  // alone, which cached them without any, and the next document's text layer (ToUnicode) then had
  // those letters empty: copied or searched text lost them. Asking for every glyph by its character
  // first caches each one with it.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}
