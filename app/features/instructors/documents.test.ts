import { describe, expect, it } from 'vitest';
import { documentFileName, sniffDocumentType } from './documents';

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0]);

describe('instructor documents', () => {
  it('knows a PDF, a JPEG and a PNG by their first bytes', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(sniffDocumentType(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
  it('keeps a clean name with the extension of what the file really is', () => {
    expect(documentFileName('Passport scan.PDF', 'application/pdf')).toBe('Passport scan.pdf');
    expect(documentFileName('C:\\Users\\me\\diploma.png', 'image/jpeg')).toBe('diploma.jpg');
    expect(documentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(documentFileName('"evil";\u0000name.pdf', 'application/pdf')).toBe('evilname.pdf');
    expect(documentFileName('', 'image/png')).toBe('document.png');
    expect(documentFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(200);
  });
});
