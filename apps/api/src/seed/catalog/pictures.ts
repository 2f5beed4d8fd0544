import type { Shape, Texture } from './product-types.ts';
import { Rng } from './random.ts';

/**
 * Product pictures drawn as SVG shapes (no text: fonts are unreliable in librsvg): a pack silhouette
 * in the brand's colours on a soft background, or a swatch of the product's texture.
 */
export const PICTURE_SIZE = 800;

export type Picture =
  | { kind: 'pack'; shape: Shape; palette: [string, string, string]; tint: string; seed: number; large: boolean }
  | { kind: 'texture'; texture: Texture; palette: [string, string, string]; tint: string; seed: number };

// ── colours ──────────────────────────────────────────────────────────────────────────────────────

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parse(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Rotates the hue of a colour by `deg` degrees (through HSL). */
function shiftHue(c: string, deg: number): string {
  const [r, g, b] = parse(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return c;
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + deg) % 360) + 360) % 360 / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return format([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

/** The colour a picture shows most: its background. Stored as the image's placeholder colour. */
export function pictureColor(picture: Picture): string {
  return mix(backgroundTop(picture), backgroundBottom(picture), 0.5);
}

function backgroundTop(picture: Picture): string {
  return lighten(picture.palette[1], picture.kind === 'pack' ? 0.78 : 0.7);
}

function backgroundBottom(picture: Picture): string {
  return lighten(picture.palette[1], picture.kind === 'pack' ? 0.5 : 0.45);
}

// ── SVG helpers ──────────────────────────────────────────────────────────────────────────────────

const r1 = (v: number) => Math.round(v * 10) / 10;

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
}

/** A smooth closed outline through points (Catmull-Rom turned into cubic Béziers). */
function blobPath(points: [number, number][]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n];
  let d = `M${r1(points[0][0])} ${r1(points[0][1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d}Z`;
}

function blobPoints(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number, wobble: number): [number, number][] {
  const turn = rng.next() * Math.PI * 2;
  return Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    const k = 1 - wobble + rng.next() * wobble * 2;
    return [cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k] as [number, number];
  });
}

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}"><defs>${defs}</defs>${body}</svg>`;
}

function backgroundDefs(picture: Picture): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${backgroundTop(picture)}"/><stop offset="1" stop-color="${backgroundBottom(picture)}"/></linearGradient>` +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.26"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
  );
}

/** Left-lit cylinder shading for a pack part. */
function shadingGradient(id: string, color: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(color, 0.22)}"/><stop offset="0.2" stop-color="${lighten(color, 0.16)}"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.3)}"/></linearGradient>`;
}

// ── packs ────────────────────────────────────────────────────────────────────────────────────────

interface PackColours {
  body: string;
  cap: string;
  label: string;
  ink: string;
  stripe: string;
}

function packColours(picture: Extract<Picture, { kind: 'pack' }>, rng: Rng): PackColours {
  const [main, light, accent] = picture.palette;
  const tinted = shiftHue(main, rng.int(-16, 16));
  const style = rng.weighted([5, 3, 2]);
  // 0: coloured pack, 1: white pack with a coloured cap, 2: pale tinted pack
  const body = style === 0 ? mix(tinted, light, rng.next() * 0.3) : style === 1 ? '#f6f4f0' : lighten(tinted, 0.55);
  const cap = rng.pick([darken(accent, 0.1), '#2e2e31', '#c9ccd1', '#cdb47c', style === 1 ? tinted : '#f3f1ec']);
  const label = luminance(body) < 0.55 ? '#fbfaf7' : lighten(tinted, 0.86);
  return { body, cap, label, ink: accent, stripe: picture.tint };
}

/** The label: a panel with a logo dot and bars standing for text. */
function label(x: number, y: number, w: number, h: number, c: PackColours, rng: Rng): string {
  const cx = x + w / 2;
  const bar = (top: number, width: number, height: number, opacity: number) =>
    rect(cx - width / 2, top, width, height, height / 2, c.ink, ` fill-opacity="${opacity}"`);
  return (
    rect(x, y, w, h, Math.min(12, w / 10), c.label, ' fill-opacity="0.94"') +
    circle(cx, y + h * 0.2, Math.min(w, h) * 0.07, c.ink) +
    bar(y + h * 0.36, w * (0.5 + rng.next() * 0.2), Math.max(6, h * 0.09), 0.9) +
    bar(y + h * 0.54, w * 0.42, Math.max(4, h * 0.045), 0.55) +
    bar(y + h * 0.63, w * 0.34, Math.max(4, h * 0.045), 0.55) +
    rect(x, y + h * 0.84, w, h * 0.08, 0, c.stripe, ' fill-opacity="0.9"')
  );
}

function pack(picture: Extract<Picture, { kind: 'pack' }>): string {
  const rng = new Rng(picture.seed);
  const c = packColours(picture, rng);
  const s = picture.large ? 1.3 : 1.2;
  const cx = 400;
  const floor = 700;
  const defs = backgroundDefs(picture) + shadingGradient('body', c.body) + shadingGradient('cap', c.cap);
  const parts: string[] = [];
  let shadowWidth = 200 * s;

  const highlight = (x: number, y: number, h: number) => rect(x, y, 14 * s, h, 7 * s, '#ffffff', ' fill-opacity="0.28"');

  switch (picture.shape) {
    case 'bottle':
    case 'pump':
    case 'spray': {
      const w = (picture.shape === 'spray' ? 170 : 185) * s;
      const h = (picture.shape === 'bottle' ? 350 : picture.shape === 'pump' ? 330 : 320) * s;
      const x = cx - w / 2;
      const y = floor - h;
      shadowWidth = w;
      parts.push(rect(x, y, w, h, 32 * s, 'url(#body)'), highlight(x + w * 0.14, y + 30 * s, h - 60 * s));
      parts.push(label(x + 16 * s, y + h * 0.3, w - 32 * s, h * 0.42, c, rng));
      const neckW = 62 * s;
      parts.push(rect(cx - neckW / 2, y - 30 * s, neckW, 34 * s, 6, darken(c.body, 0.12)));
      if (picture.shape === 'bottle') {
        parts.push(rect(cx - 46 * s, y - 100 * s, 92 * s, 74 * s, 12 * s, 'url(#cap)'));
      } else if (picture.shape === 'pump') {
        parts.push(rect(cx - 40 * s, y - 62 * s, 80 * s, 36 * s, 8 * s, 'url(#cap)'));
        parts.push(rect(cx - 9 * s, y - 110 * s, 18 * s, 50 * s, 4, darken(c.cap, 0.1)));
        parts.push(rect(cx - 46 * s, y - 146 * s, 92 * s, 38 * s, 10 * s, 'url(#cap)'));
        parts.push(rect(cx + 40 * s, y - 138 * s, 58 * s, 16 * s, 6 * s, darken(c.cap, 0.05)));
      } else {
        parts.push(rect(cx - 34 * s, y - 74 * s, 68 * s, 46 * s, 8 * s, 'url(#cap)'));
        parts.push(rect(cx - 56 * s, y - 190 * s, 112 * s, 122 * s, 44 * s, '#ffffff', ` fill-opacity="0.32" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"`));
      }
      break;
    }
    case 'dropper': {
      const w = 170 * s;
      const h = 250 * s;
      const x = cx - w / 2;
      const y = floor - h;
      shadowWidth = w;
      parts.push(rect(x, y, w, h, 30 * s, 'url(#body)', ' fill-opacity="0.92"'));
      parts.push(rect(x + 10 * s, y + h * 0.45, w - 20 * s, h * 0.5, 24 * s, darken(c.body, 0.15), ' fill-opacity="0.35"'));
      parts.push(highlight(x + w * 0.13, y + 24 * s, h - 48 * s));
      parts.push(label(x + 18 * s, y + h * 0.22, w - 36 * s, h * 0.48, c, rng));
      parts.push(rect(cx - 36 * s, y - 26 * s, 72 * s, 30 * s, 6 * s, darken(c.body, 0.2)));
      parts.push(rect(cx - 42 * s, y - 72 * s, 84 * s, 50 * s, 10 * s, 'url(#cap)'));
      parts.push(`<ellipse cx="${cx}" cy="${r1(y - 118 * s)}" rx="${r1(30 * s)}" ry="${r1(52 * s)}" fill="${darken(c.cap, 0.35)}"/>`);
      break;
    }
    case 'jar':
    case 'powder': {
      const wide = picture.shape === 'jar';
      const w = (wide ? 320 : 250) * s;
      const h = (wide ? 175 : 250) * s;
      const x = cx - w / 2;
      const y = floor - h;
      shadowWidth = w;
      parts.push(rect(x, y, w, h, 30 * s, 'url(#body)'), highlight(x + w * 0.1, y + 20 * s, h - 40 * s));
      parts.push(label(x + 22 * s, y + h * 0.2, w - 44 * s, h * 0.62, c, rng));
      const lidH = (wide ? 84 : 70) * s;
      parts.push(rect(x - 8 * s, y - lidH + 6 * s, w + 16 * s, lidH, 16 * s, 'url(#cap)'));
      for (let i = 1; i < 4; i++) {
        parts.push(rect(x - 8 * s, y - lidH + 6 * s + (lidH * i) / 4, w + 16 * s, 2, 0, darken(c.cap, 0.25), ' fill-opacity="0.5"'));
      }
      break;
    }
    case 'tube': {
      const capH = 64 * s;
      const bottomW = 130 * s;
      const topW = 230 * s;
      const h = 380 * s;
      const top = floor - capH - h;
      shadowWidth = bottomW + 20;
      parts.push(rect(cx - 62 * s, floor - capH, 124 * s, capH, 12 * s, 'url(#cap)'));
      parts.push(
        `<path d="M${r1(cx - bottomW / 2)} ${r1(floor - capH + 4)} L${r1(cx - topW / 2)} ${r1(top + 30 * s)} L${r1(cx + topW / 2)} ${r1(top + 30 * s)} L${r1(cx + bottomW / 2)} ${r1(floor - capH + 4)} Z" fill="url(#body)"/>`,
      );
      parts.push(rect(cx - topW / 2, top, topW, 34 * s, 4, darken(c.body, 0.08)));
      for (let i = 1; i < 10; i++) parts.push(rect(cx - topW / 2 + (topW * i) / 10, top + 4, 2, 26 * s, 0, darken(c.body, 0.3), ' fill-opacity="0.4"'));
      parts.push(label(cx - 78 * s, top + 90 * s, 156 * s, 170 * s, c, rng));
      break;
    }
    case 'stick': {
      const w = 84 * s;
      const h = 230 * s;
      const x = cx - w / 2;
      const y = floor - h;
      shadowWidth = w + 30;
      parts.push(rect(x, y, w, h, 16 * s, 'url(#body)'), highlight(x + w * 0.16, y + 16, h - 32));
      parts.push(label(x + 8 * s, y + h * 0.25, w - 16 * s, h * 0.5, c, rng));
      parts.push(rect(x - 3 * s, y - 110 * s, w + 6 * s, 116 * s, 16 * s, 'url(#cap)'));
      break;
    }
    case 'ampoule': {
      const boxW = 380 * s;
      const boxH = 150 * s;
      const count = 5;
      const step = boxW / (count + 1);
      shadowWidth = boxW;
      for (let i = 1; i <= count; i++) {
        const ax = cx - boxW / 2 + step * i;
        const ah = 230 * s;
        const ay = floor - boxH - ah + 60 * s;
        parts.push(rect(ax - 22 * s, ay, 44 * s, ah, 20 * s, lighten(c.body, 0.25), ' fill-opacity="0.85"'));
        parts.push(rect(ax - 20 * s, ay + ah * 0.45, 40 * s, ah * 0.5, 18 * s, c.stripe, ' fill-opacity="0.7"'));
        parts.push(rect(ax - 8 * s, ay - 26 * s, 16 * s, 30 * s, 5 * s, lighten(c.body, 0.3)));
        parts.push(rect(ax - 14 * s, ay - 70 * s, 28 * s, 48 * s, 12 * s, lighten(c.body, 0.2)));
        parts.push(rect(ax - 12 * s, ay + 14 * s, 6 * s, ah - 40 * s, 3 * s, '#ffffff', ' fill-opacity="0.45"'));
      }
      parts.push(rect(cx - boxW / 2, floor - boxH, boxW, boxH, 14 * s, 'url(#body)'));
      parts.push(label(cx - boxW / 2 + 30 * s, floor - boxH + 22 * s, boxW - 60 * s, boxH - 44 * s, c, rng));
      break;
    }
  }

  const glowX = cx + rng.int(-60, 60);
  const decor = Array.from({ length: rng.int(2, 5) }, () =>
    circle(rng.int(60, 740), rng.int(60, 420), rng.int(10, 46), '#ffffff', ` fill-opacity="${r1(0.25 + rng.next() * 0.3)}"`),
  ).join('');
  return svg(
    defs,
    `<rect width="800" height="800" fill="url(#bg)"/>${decor}` +
      `<ellipse cx="${glowX}" cy="360" rx="330" ry="330" fill="url(#glow)"/>` +
      `<ellipse cx="${cx}" cy="${floor + 4}" rx="${r1(shadowWidth * 0.75)}" ry="26" fill="url(#shadow)"/>` +
      parts.join(''),
  );
}

// ── texture swatches ─────────────────────────────────────────────────────────────────────────────

const TEXTURE_BASE: Record<Texture, [base: string, share: number]> = {
  cream: ['#fffdf8', 0.35],
  balm: ['#f2d7c7', 0.4],
  gel: ['#ffffff', 0.75],
  liquid: ['#ffffff', 0.55],
  oil: ['#e9b949', 0.2],
  powder: ['#f4efe6', 0.25],
  foam: ['#ffffff', 0.08],
  clay: ['#a9a397', 0.3],
  scrub: ['#f7efe3', 0.3],
};

function textureSwatch(picture: Extract<Picture, { kind: 'texture' }>): string {
  const rng = new Rng(picture.seed);
  const [base, share] = TEXTURE_BASE[picture.texture];
  const color = mix(base, picture.tint, share);
  const defs =
    backgroundDefs(picture) +
    `<radialGradient id="fill" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(color, 0.45)}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.12)}"/></radialGradient>`;
  const parts: string[] = [];
  const cx = 400 + rng.int(-30, 30);
  const cy = 410 + rng.int(-20, 20);
  const shadow = (rx: number, ry: number) => `<ellipse cx="${cx + 16}" cy="${cy + 28}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;

  switch (picture.texture) {
    case 'cream':
    case 'balm':
    case 'clay':
    case 'scrub': {
      parts.push(shadow(300, 210));
      parts.push(`<path d="${blobPath(blobPoints(rng, cx, cy, 270, 190, 9, 0.16))}" fill="url(#fill)"/>`);
      for (let i = 0; i < 3; i++) {
        const rx = 200 - i * 60;
        parts.push(
          `<path d="${blobPath(blobPoints(rng, cx - 10, cy - 10, rx, rx * 0.62, 7, 0.12))}" fill="none" stroke="${lighten(color, 0.6)}" stroke-width="${10 - i * 2}" stroke-opacity="0.55"/>`,
        );
      }
      if (picture.texture === 'clay') {
        for (let i = 0; i < 7; i++) {
          const x = cx + rng.int(-200, 160);
          const y = cy + rng.int(-120, 100);
          parts.push(`<path d="M${x} ${y} l${rng.int(10, 40)} ${rng.int(-30, 30)} l${rng.int(10, 40)} ${rng.int(-30, 30)}" stroke="${darken(color, 0.25)}" stroke-width="3" fill="none" stroke-opacity="0.6"/>`);
        }
      }
      if (picture.texture === 'scrub') {
        for (let i = 0; i < 70; i++) {
          const angle = rng.next() * Math.PI * 2;
          const dist = Math.sqrt(rng.next());
          parts.push(circle(cx + Math.cos(angle) * 230 * dist, cy + Math.sin(angle) * 160 * dist, rng.int(3, 8), rng.pick(['#a9754f', '#c8905e', '#8a5a3a', '#ffffff']), ' fill-opacity="0.85"'));
        }
      }
      break;
    }
    case 'gel':
    case 'liquid': {
      parts.push(shadow(280, 170));
      parts.push(`<path d="${blobPath(blobPoints(rng, cx, cy, 260, 170, 10, 0.22))}" fill="url(#fill)" fill-opacity="${picture.texture === 'gel' ? 0.85 : 0.7}"/>`);
      parts.push(`<ellipse cx="${cx - 90}" cy="${cy - 70}" rx="70" ry="26" fill="#ffffff" fill-opacity="0.6" transform="rotate(-18 ${cx - 90} ${cy - 70})"/>`);
      for (let i = 0; i < rng.int(6, 12); i++) {
        parts.push(circle(cx + rng.int(-200, 200), cy + rng.int(-110, 110), rng.int(5, 16), 'none', ` stroke="#ffffff" stroke-width="3" stroke-opacity="0.75"`));
      }
      for (let i = 0; i < 3; i++) {
        const dx = cx + rng.int(-260, 260);
        const dy = rng.int(110, 200);
        const r = rng.int(16, 30);
        parts.push(`<path d="M${dx} ${dy - r * 2.2} C${dx + r * 0.6} ${dy - r} ${dx + r} ${dy - r * 0.2} ${dx} ${dy + r} C${dx - r} ${dy - r * 0.2} ${dx - r * 0.6} ${dy - r} ${dx} ${dy - r * 2.2} Z" fill="url(#fill)" fill-opacity="0.85"/>`);
      }
      break;
    }
    case 'oil': {
      for (let i = 0; i < rng.int(7, 11); i++) {
        const r = rng.int(30, 110);
        const x = 400 + rng.int(-250, 250);
        const y = 400 + rng.int(-220, 220);
        parts.push(circle(x + 8, y + 12, r, '#000000', ' fill-opacity="0.08"'));
        parts.push(circle(x, y, r, 'url(#fill)', ' fill-opacity="0.88"'));
        parts.push(circle(x - r * 0.35, y - r * 0.35, r * 0.18, '#ffffff', ' fill-opacity="0.7"'));
      }
      break;
    }
    case 'powder': {
      parts.push(shadow(300, 120));
      parts.push(`<path d="M${cx - 290} ${cy + 110} C${cx - 200} ${cy - 170} ${cx + 200} ${cy - 170} ${cx + 290} ${cy + 110} Z" fill="url(#fill)"/>`);
      for (let i = 0; i < 110; i++) {
        const x = cx + rng.int(-300, 300);
        const y = cy + rng.int(-120, 150);
        parts.push(circle(x, y, rng.int(2, 5), rng.chance(0.5) ? darken(color, 0.12) : '#ffffff', ' fill-opacity="0.7"'));
      }
      break;
    }
    case 'foam': {
      for (let i = 0; i < 46; i++) {
        const angle = rng.next() * Math.PI * 2;
        const dist = Math.sqrt(rng.next());
        const r = rng.int(18, 62);
        const x = cx + Math.cos(angle) * 240 * dist;
        const y = cy + Math.sin(angle) * 180 * dist;
        parts.push(circle(x, y, r, lighten(color, 0.3), ` fill-opacity="0.9" stroke="${darken(color, 0.12)}" stroke-width="2" stroke-opacity="0.5"`));
        parts.push(circle(x - r * 0.3, y - r * 0.35, r * 0.2, '#ffffff'));
      }
      break;
    }
  }
  return svg(defs, `<rect width="800" height="800" fill="url(#bg)"/>${parts.join('')}`);
}

export function pictureSvg(picture: Picture): string {
  return picture.kind === 'pack' ? pack(picture) : textureSwatch(picture);
}
