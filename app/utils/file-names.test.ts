import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-names';

describe('cleanFileName', () => {
  const options = { fallback: 'file', maxLength: 40 };

  it('keeps the name without folders or unsafe characters, with the real extension', () => {
    expect(cleanFileName('C:\\scans\\My passport.PDF', 'pdf', options)).toBe('My passport.pdf');
    expect(cleanFileName('/home/me/Compost "tips"?.txt', 'csv', options)).toBe('Compost tips.csv');
    expect(cleanFileName('Jardín\u0007 ñ.mp4', 'mp4', options)).toBe('Jardín ñ.mp4');
  });

  it('falls back when nothing is left, and keeps to the length', () => {
    expect(cleanFileName('???', 'pdf', options)).toBe('file.pdf');
    expect(cleanFileName('', 'webm', options)).toBe('file.webm');
    const long = cleanFileName(`${'a'.repeat(100)}.png`, 'png', options);
    expect(long).toBe(`${'a'.repeat(36)}.png`);
    expect(long).toHaveLength(40);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the real one per RFC 5987', () => {
    expect(attachmentDisposition('Plan.pdf')).toBe(`attachment; filename="Plan.pdf"; filename*=UTF-8''Plan.pdf`);
    expect(attachmentDisposition("Huerto (día 1)'s.pdf")).toBe(
      `attachment; filename="Huerto (d_a 1)'s.pdf"; filename*=UTF-8''Huerto%20%28d%C3%ADa%201%29%27s.pdf`,
    );
    expect(attachmentDisposition('بذور.txt')).toContain(`filename*=UTF-8''%D8%A8%D8%B0%D9%88%D8%B1.txt`);
  });
});
