import { describe, expect, it } from 'vitest';
import { fitLines, renderCertificatePdf } from './certificate-pdf.server';
import { certificateFace, layoutCertificateLine } from './certificate-text.server';

const bold = { family: 'serif', bold: true } as const;
const regular = { family: 'sans', bold: false } as const;

/** Names as learners write them, in the scripts of the languages the site offers. */
const NAMES: Array<[string, string]> = [
  ['Latin', 'Zoë Ørsted-Núñez'],
  ['Cyrillic', 'Анна Петрова'],
  ['Greek', 'Ελένη Παπαδοπούλου'],
  ['Arabic', 'فاطمة الزهراء'],
  ['Persian', 'نرگس محمدی'],
  ['Hebrew', 'אבי כהן'],
  ['Hindi', 'प्रिया शर्मा'],
  ['Bengali', 'রাহুল দাস'],
  ['Punjabi', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ'],
  ['Tamil', 'கார்த்திக் ராஜா'],
  ['Telugu', 'శ్రీనివాస్ రావు'],
  ['Thai', 'สมชาย ใจดี'],
  ['Amharic', 'አበበ ቢቂላ'],
  ['Chinese', '王芳'],
  ['Japanese', 'やまだ 花子'],
  ['Korean', '김민준'],
  ['Vietnamese', 'Nguyễn Thị Hương'],
];

describe('certificate lines', () => {
  it.each(NAMES)('finds a glyph for every letter of a %s name', (_script, name) => {
    const runs = layoutCertificateLine(name, bold);
    const glyphs = runs.flatMap((run) => run.glyphs);
    expect(glyphs.length).toBeGreaterThan(0);
    expect(glyphs).not.toContain(0);
  });

  it('draws an Arabic name right to left, its letters joined', () => {
    const runs = layoutCertificateLine('فاطمة الزهراء', bold);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    if (!run) throw new Error('no run');
    const { font } = certificateFace(run.face);
    const isolated = (char: string) => font.glyphForCodePoint(char.codePointAt(0) ?? 0).id;
    // Drawn left to right, the last letter of the surname comes first and the first letter of
    // the first name last.
    expect(run.glyphs.at(0)).toBe(isolated('ء'));
    expect(run.glyphs).toContain(font.glyphForCodePoint(' '.codePointAt(0) ?? 32).id);
    // A joined letter takes another form than the letter alone: ف starts its word, ط sits in it.
    expect(run.glyphs.at(-1)).not.toBe(isolated('ف'));
    expect(run.glyphs).not.toContain(isolated('ط'));
  });

  it('puts a Latin name after an Arabic label, in the order an Arabic reader reads them', () => {
    const runs = layoutCertificateLine('المدرّب: Sam Grower', regular);
    const texts = runs.map((run) => run.text);
    // Left to right on the page: the name, then the colon, then the label (read from the right).
    expect(texts[0]).toBe('Sam Grower');
    expect(texts.at(-1)?.startsWith('المدرّب')).toBe(true);
    expect(texts.join('')).toContain(':');
  });

  it('gives each script its own font and keeps one font for a line that needs one', () => {
    expect(layoutCertificateLine('प्रिया शर्मा', bold).map((run) => run.face)).toEqual(['devanagari-bold']);
    expect(layoutCertificateLine('やまだ 花子', bold).map((run) => run.face)).toEqual(['japanese-bold']);
    expect(layoutCertificateLine('王芳', bold).map((run) => run.face)).toEqual(['chinese-bold']);
    expect(layoutCertificateLine('Sam Grower', bold).map((run) => run.face)).toEqual(['serif-bold']);
  });

  it('shrinks a long line, then splits it in two, to keep it on the page', () => {
    const short = fitLines('Composting Basics', bold, 24, 680);
    expect(short.lines).toHaveLength(1);
    expect(short.lines[0]?.fontSize).toBe(24);
    const long = fitLines(
      'Organic Pest Management for Small Market Gardens, Allotments and Balconies: the Complete Season',
      bold,
      24,
      680,
    );
    expect(long.lines).toHaveLength(2);
    for (const line of long.lines) {
      const width = line.runs.reduce((sum, run) => sum + run.width, 0) * line.fontSize;
      expect(width).toBeLessThanOrEqual(680.01);
      expect(line.fontSize).toBeLessThanOrEqual(16);
    }
  });
});

describe('the certificate PDF', () => {
  const text = {
    title: 'شهادة إتمام',
    certifies: 'نشهد بأن',
    completed: 'أتمّ الدورة',
    issued: 'تاريخ الإصدار',
    instructor: 'المدرّب',
    verify: 'تحقّق من هذه الشهادة على',
  };

  it.each([
    ['فاطمة الزهراء', 'NotoSansArabic'],
    ['प्रिया शर्मा', 'NotoSansDevanagari'],
    ['王芳', 'NotoSansHans'],
  ])('embeds the fonts a name in another script needs (%s)', async (learnerName, fontName) => {
    const pdf = await renderCertificatePdf({
      code: 'VL-ABCD-EFGH-JKLM',
      learnerName,
      courseTitle: 'Pumpkin Seed Power',
      instructorName: 'Sam Grower',
      issuedOn: '27 November 2026',
      siteName: 'Verde Living',
      verifyUrl: 'https://verde.example/certificates/VL-ABCD-EFGH-JKLM',
      text,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Font dictionaries are not compressed: each subset font is named there ("ABCDEF+Name").
    const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]);
    expect(names.some((name) => name?.startsWith(fontName))).toBe(true);
    expect(names.some((name) => name?.startsWith('DejaVuSerif'))).toBe(true);
  });
});
