// Types for the parts we use of packages that ship none (certificate text, decision 0060).

declare module 'bidi-js' {
  type EmbeddingLevels = { levels: Uint8Array; paragraphs: Array<{ start: number; end: number; level: number }> };
  type Bidi = {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels;
    getMirroredCharacter(char: string): string | null;
  };
  export default function bidiFactory(): Bidi;
}

declare module 'fontkit' {
  export type Glyph = { id: number; codePoints: number[] };
  export type GlyphRun = { glyphs: Glyph[]; advanceWidth: number; direction: 'ltr' | 'rtl' };
  export type Font = {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string, features?: string[]): GlyphRun;
  };
  export function openSync(file: string): Font | { fonts: Font[] };
}
