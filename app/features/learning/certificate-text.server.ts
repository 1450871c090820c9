import { createRequire } from 'node:module';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import type * as Fontkit from 'fontkit';

/*
 * Lines of a certificate in any script the site's languages use (decision 0060). A name may be
 * Arabic, Hindi, Chinese, Korean, Thai or Amharic, and a label in Arabic may stand beside a
 * Latin name. No one font covers all of that, and pdfkit neither picks a fallback font nor
 * orders mixed right-to-left and left-to-right text. So each line is cut here into runs of one
 * font and one direction (the Unicode Bidirectional Algorithm, bidi-js), the runs are put in the
 * order they are seen, and each run is shaped by fontkit (joined Arabic letters, Indic
 * conjuncts) when pdfkit draws it.
 */

const require = createRequire(import.meta.url);
// The CommonJS build, the one pdfkit loads, so that both share the fix below.
const fontkit = require('fontkit') as typeof Fontkit;
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const dejavu = (file: string) => path.join(packageDir('dejavu-fonts-ttf'), 'ttf', file);
const fontsource = (name: string, subset: string, weight: 400 | 700) =>
  path.join(packageDir(`@fontsource/${name}`), 'files', `${name}-${subset}-${weight}-normal.woff`);
// These packages export only their index (dist/), not package.json.
const embedpdf = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`@embedpdf/${name}`)), '..', 'fonts', file);

type FaceFiles = { regular: string; bold: string };

/** The fonts a certificate may use: DejaVu for Latin, Greek, Cyrillic, Hebrew and Arabic; Noto for the rest. */
const FACES = {
  serif: { regular: dejavu('DejaVuSerif.ttf'), bold: dejavu('DejaVuSerif-Bold.ttf') },
  sans: { regular: dejavu('DejaVuSans.ttf'), bold: dejavu('DejaVuSans-Bold.ttf') },
  arabic: {
    regular: fontsource('noto-sans-arabic', 'arabic', 400),
    bold: fontsource('noto-sans-arabic', 'arabic', 700),
  },
  devanagari: {
    regular: fontsource('noto-sans-devanagari', 'devanagari', 400),
    bold: fontsource('noto-sans-devanagari', 'devanagari', 700),
  },
  bengali: {
    regular: fontsource('noto-sans-bengali', 'bengali', 400),
    bold: fontsource('noto-sans-bengali', 'bengali', 700),
  },
  gurmukhi: {
    regular: fontsource('noto-sans-gurmukhi', 'gurmukhi', 400),
    bold: fontsource('noto-sans-gurmukhi', 'gurmukhi', 700),
  },
  tamil: { regular: fontsource('noto-sans-tamil', 'tamil', 400), bold: fontsource('noto-sans-tamil', 'tamil', 700) },
  telugu: {
    regular: fontsource('noto-sans-telugu', 'telugu', 400),
    bold: fontsource('noto-sans-telugu', 'telugu', 700),
  },
  thai: { regular: fontsource('noto-sans-thai', 'thai', 400), bold: fontsource('noto-sans-thai', 'thai', 700) },
  ethiopic: {
    regular: fontsource('noto-sans-ethiopic', 'ethiopic', 400),
    bold: fontsource('noto-sans-ethiopic', 'ethiopic', 700),
  },
  japanese: {
    regular: embedpdf('fonts-jp', 'NotoSansJP-Regular.otf'),
    bold: embedpdf('fonts-jp', 'NotoSansJP-Bold.otf'),
  },
  chinese: {
    regular: embedpdf('fonts-sc', 'NotoSansHans-Regular.otf'),
    bold: embedpdf('fonts-sc', 'NotoSansHans-Bold.otf'),
  },
  korean: {
    regular: embedpdf('fonts-kr', 'NotoSansKR-Regular.otf'),
    bold: embedpdf('fonts-kr', 'NotoSansKR-Bold.otf'),
  },
} satisfies Record<string, FaceFiles>;

type Family = keyof typeof FACES;
export type LineStyle = { family: 'serif' | 'sans'; bold: boolean };

/** A font by family and weight, as pdfkit registers it: `serif-bold`, `thai-regular`. */
export type FaceName = `${Family}-${'regular' | 'bold'}`;

const opened = new Map<FaceName, Fontkit.Font>();
let anchorsFixed = false;

/** The font's file and, opened once per process (fontkit reads tables as they are asked for), the font. */
export function certificateFace(name: FaceName): { file: string; font: Fontkit.Font } {
  const [family, weight] = name.split('-') as [Family, 'regular' | 'bold'];
  const file = FACES[family][weight];
  let font = opened.get(name);
  if (!font) {
    font = fontkit.openSync(file) as Fontkit.Font;
    // When a certificate first needs a font, not at server start: most processes print none.
    if (!anchorsFixed) anchorsFixed = tolerateNullAnchors(font);
    opened.set(name, font);
  }
  return { file, font };
}

/**
 * fontkit 2.0.4 throws on a mark-to-base record whose anchor is NULL, which OpenType allows (the
 * base takes no mark of that class; HarfBuzz then leaves the mark where it is). Noto's Gurmukhi
 * and Telugu fonts have such records, so a Punjabi or Telugu name could not be drawn. The mark is
 * left unattached instead, in the one processor class every font shares; the Punjabi and Telugu
 * cases of the tests fail if a fontkit update moves it.
 */
function tolerateNullAnchors(font: Fontkit.Font): boolean {
  font.layout('x\u0301');
  const processor = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })._layoutEngine?.engine
    ?.GPOSProcessor;
  // A font without positioning tables has no processor to reach it through: try the next one.
  if (!processor) return false;
  const prototype = Object.getPrototypeOf(processor) as {
    applyAnchor: (markRecord: { markAnchor?: unknown } | undefined, baseAnchor: unknown, index: number) => void;
    nullAnchorsTolerated?: boolean;
  };
  if (prototype.nullAnchorsTolerated) return true;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, index) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, index);
  };
  prototype.nullAnchorsTolerated = true;
  return true;
}

const INDIC_AND_OTHERS: Family[] = ['devanagari', 'bengali', 'gurmukhi', 'tamil', 'telugu', 'thai', 'ethiopic'];

/** Han characters look different in Japanese, Chinese and Korean: a line with kana is Japanese, with Hangul Korean. */
function eastAsianOrder(text: string): Family[] {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ['japanese', 'chinese', 'korean'];
  if (/\p{Script=Hangul}/u.test(text)) return ['korean', 'japanese', 'chinese'];
  return ['chinese', 'japanese', 'korean'];
}

/** Marks and joiners belong to the letter before them; spaces, digits and punctuation may go with either side. */
const ATTACHED = /[\p{M}\u200c\u200d]/u;
const NEUTRAL = /[\p{Z}\p{P}\p{N}\p{S}\s]/u;

export type CertificateRun = {
  /** The text as given to fontkit: logical order, or reversed for a right-to-left run fontkit would not turn. */
  text: string;
  face: FaceName;
  /** Glyph ids in the order they are drawn, left to right (0 is a missing glyph). */
  glyphs: number[];
  /** Width in ems. */
  width: number;
};

const bidi = bidiFactory();

/**
 * One line cut into runs of one font and one direction, in the order they are drawn (left to
 * right), each with its shaped glyphs and its width in ems.
 */
export function layoutCertificateLine(text: string, style: LineStyle): CertificateRun[] {
  const weight = style.bold ? 'bold' : 'regular';
  const families: Family[] = [style.family, 'arabic', 'sans', ...INDIC_AND_OTHERS, ...eastAsianOrder(text)];
  const hasGlyph = (family: Family, codePoint: number) =>
    certificateFace(`${family}-${weight}`).font.hasGlyphForCodePoint(codePoint);
  const { levels } = bidi.getEmbeddingLevels(text);

  // Logical runs: the same family and the same embedding level.
  type Logical = { text: string; family: Family; level: number };
  const logical: Logical[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const level = levels[index] ?? 0;
    index += char.length;
    const previous = logical.at(-1);
    let family: Family | undefined;
    if (previous && (ATTACHED.test(char) || (NEUTRAL.test(char) && hasGlyph(previous.family, codePoint))))
      family = previous.family;
    family ??= families.find((candidate) => hasGlyph(candidate, codePoint)) ?? style.family;
    if (previous && previous.family === family && previous.level === level) previous.text += char;
    else logical.push({ text: char, family, level });
  }

  // Visual order (rule L2): from the highest level down to the lowest odd one, reverse every
  // stretch of runs at that level or above.
  const visual = [...logical];
  const highest = Math.max(0, ...visual.map((run) => run.level));
  const lowestOdd = Math.min(...visual.map((run) => (run.level % 2 ? run.level : Number.POSITIVE_INFINITY)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < visual.length; ) {
      if ((visual[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < visual.length && (visual[end + 1]?.level ?? 0) >= level) end++;
      visual.splice(start, end - start + 1, ...visual.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }

  return visual.map((run) => {
    const face: FaceName = `${run.family}-${weight}`;
    const { font } = certificateFace(face);
    let shaped = run.text;
    let glyphRun = font.layout(shaped);
    // fontkit turns runs of right-to-left scripts itself; a right-to-left run of neutrals only
    // (": " between Arabic words and a Latin name) it leaves as it is, so turn it here.
    if (run.level % 2 === 1 && glyphRun.direction !== 'rtl') {
      shaped = [...run.text]
        .reverse()
        .map((char) => bidi.getMirroredCharacter(char) ?? char)
        .join('');
      glyphRun = font.layout(shaped);
    }
    return {
      text: shaped,
      face,
      glyphs: glyphRun.glyphs.map((glyph) => glyph.id),
      width: glyphRun.advanceWidth / font.unitsPerEm,
    };
  });
}
