import PDFDocument from 'pdfkit';
import { certificateFace, type FaceName, type LineStyle, layoutCertificateLine } from './certificate-text.server';

/*
 * The certificate as a PDF (decisions 0049 and 0060): pdfkit draws the page; every line is laid
 * out by certificate-text.server.ts, in the fonts its scripts need and in the order they read,
 * so a name in Arabic, Hindi, Chinese or Thai prints as it is written.
 */

export type CertificatePdfInput = {
  code: string;
  learnerName: string;
  courseTitle: string;
  instructorName: string;
  /** Already formatted in the reader's language. */
  issuedOn: string;
  siteName: string;
  verifyUrl: string;
  /** The fixed wording, already translated. */
  text: { title: string; certifies: string; completed: string; issued: string; instructor: string; verify: string };
};

const BRAND = '#1f6f2b';
const INK = '#1c1917';
const MUTED = '#57534e';

/** Renders one page, A4 landscape, and resolves with the file's bytes. */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${input.text.title}: ${input.courseTitle}`, Author: input.siteName, Subject: input.learnerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const registered = new Set<FaceName>();
  /** Draws `text` centred on the page, its baseline at `baseline`; shrinks it (and, if need be, splits it in two) to fit. */
  const line = (text: string, style: LineStyle, size: number, color: string, baseline: number, maxWidth: number) => {
    for (const [index, part] of fitLines(text, style, size, maxWidth).lines.entries()) {
      const { runs, fontSize } = part;
      let x = (doc.page.width - runs.reduce((sum, run) => sum + run.width * fontSize, 0)) / 2;
      for (const run of runs) {
        if (!registered.has(run.face)) {
          doc.registerFont(run.face, certificateFace(run.face).file);
          registered.add(run.face);
        }
        // features: [] makes pdfkit shape the run whole, as it was measured, instead of word by word.
        doc
          .font(run.face)
          .fontSize(fontSize)
          .fillColor(color)
          .text(run.text, x, baseline + index * fontSize * 1.2, { lineBreak: false, baseline: 'alphabetic', features: [] });
        x += run.width * fontSize;
      }
    }
  };

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(BRAND);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke(BRAND);
  const serif = (bold: boolean): LineStyle => ({ family: 'serif', bold });
  const sans = (bold: boolean): LineStyle => ({ family: 'sans', bold });
  const wide = width - 160;
  line(input.siteName.toUpperCase(), sans(true), 14, BRAND, 92, wide);
  line(input.text.title, serif(true), 38, INK, 146, wide);
  line(input.text.certifies, sans(false), 14, MUTED, 202, wide);
  line(input.learnerName, serif(true), 32, INK, 252, 560);
  doc
    .moveTo(width / 2 - 180, 268)
    .lineTo(width / 2 + 180, 268)
    .lineWidth(0.75)
    .stroke(MUTED);
  line(input.text.completed, sans(false), 14, MUTED, 298, wide);
  line(input.courseTitle, serif(true), 24, BRAND, 334, wide);
  line(`${input.text.issued}: ${input.issuedOn}`, sans(false), 13, INK, 402, wide);
  line(`${input.text.instructor}: ${input.instructorName}`, sans(false), 13, INK, 424, wide);
  line(input.text.verify, sans(false), 10, MUTED, height - 110, wide);
  line(input.verifyUrl, sans(true), 11, INK, height - 93, wide);
  line(input.code, sans(true), 12, BRAND, height - 74, wide);
  doc.end();
  return done;
}

type FittedLine = { runs: ReturnType<typeof layoutCertificateLine>; fontSize: number };

/**
 * A line at its size if it fits; else at the size that makes it fit, down to two thirds; else in
 * two lines split at the space nearest the middle, at the size that fits both (a long course
 * title or name stays whole and readable).
 */
export function fitLines(text: string, style: LineStyle, size: number, maxWidth: number): { lines: FittedLine[] } {
  const whole = layoutCertificateLine(text, style);
  const width = whole.reduce((sum, run) => sum + run.width, 0);
  if (width * size <= maxWidth) return { lines: [{ runs: whole, fontSize: size }] };
  if (width * size * (2 / 3) <= maxWidth) return { lines: [{ runs: whole, fontSize: maxWidth / width }] };
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index ?? 0);
  if (spaces.length === 0) return { lines: [{ runs: whole, fontSize: maxWidth / width }] };
  const middle = spaces.reduce((best, at) => (Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best));
  const halves = [text.slice(0, middle), text.slice(middle + 1)].map((part) => layoutCertificateLine(part, style));
  const widest = Math.max(...halves.map((runs) => runs.reduce((sum, run) => sum + run.width, 0)));
  const fontSize = Math.min(size * (2 / 3), maxWidth / widest);
  return { lines: halves.map((runs) => ({ runs, fontSize })) };
}
