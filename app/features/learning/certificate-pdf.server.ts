import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/*
 * The certificate as a PDF (decision 0049): pdfkit, with DejaVu fonts from the
 * dejavu-fonts-ttf package, which cover Latin, Greek, Cyrillic and Arabic names (shaped, in
 * their own direction) without anything installed on the machine.
 */

const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

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
  doc.registerFont('serif-bold', path.join(fontsDir, 'DejaVuSerif-Bold.ttf'));
  doc.registerFont('serif', path.join(fontsDir, 'DejaVuSerif.ttf'));
  doc.registerFont('sans', path.join(fontsDir, 'DejaVuSans.ttf'));
  doc.registerFont('sans-bold', path.join(fontsDir, 'DejaVuSans-Bold.ttf'));

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(BRAND);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke(BRAND);
  const box = { x: 80, width: width - 160 };
  const line = (text: string, font: string, size: number, color: string, y: number) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, box.x, y, { width: box.width, align: 'center' });

  line(input.siteName.toUpperCase(), 'sans-bold', 14, BRAND, 78);
  line(input.text.title, 'serif-bold', 38, INK, 112);
  line(input.text.certifies, 'sans', 14, MUTED, 190);
  line(input.learnerName, 'serif-bold', 32, INK, 218);
  doc
    .moveTo(width / 2 - 180, 268)
    .lineTo(width / 2 + 180, 268)
    .lineWidth(0.75)
    .stroke(MUTED);
  line(input.text.completed, 'sans', 14, MUTED, 286);
  line(input.courseTitle, 'serif-bold', 24, BRAND, 312);
  line(`${input.text.issued}: ${input.issuedOn}`, 'sans', 13, INK, 390);
  line(`${input.text.instructor}: ${input.instructorName}`, 'sans', 13, INK, 412);
  line(input.text.verify, 'sans', 10, MUTED, height - 118);
  line(input.verifyUrl, 'sans-bold', 11, INK, height - 102);
  line(input.code, 'sans-bold', 12, BRAND, height - 84);
  doc.end();
  return done;
}
