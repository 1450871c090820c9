import { describe, expect, it } from 'vitest';
import { pathTo } from '~/utils/routes/path-to';
import {
  createTextCheck,
  lessonFileName,
  looksLikeWebVtt,
  sniffBinaryResourceType,
  sniffVideoType,
  textTypeFor,
} from './lesson-files';

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);

/** An MP4's first box: its size, "ftyp", then the brand. */
const MP4_HEAD = new Uint8Array([0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);
const WEBM_HEAD = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01);

describe('sniffing a video', () => {
  it('knows MP4 by its ftyp box at offset 4, and WebM by its EBML header', () => {
    expect(sniffVideoType(MP4_HEAD)).toBe('video/mp4');
    expect(sniffVideoType(WEBM_HEAD)).toBe('video/webm');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffVideoType(text('ftyp at the start is not a box'))).toBeNull();
    expect(sniffVideoType(text('%PDF-1.7'))).toBeNull();
    expect(sniffVideoType(text('GIF89a'))).toBeNull();
    expect(sniffVideoType(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74]))).toBeNull();
    expect(sniffVideoType(new Uint8Array())).toBeNull();
  });
});

describe('knowing captions', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('takes WEBVTT at the start, after a byte order mark too, ended by a space, tab, line break or nothing', () => {
    for (const head of ['WEBVTT', 'WEBVTT\n\n00:00.000', 'WEBVTT - Garlic', 'WEBVTT\t', 'WEBVTT\r\n'])
      expect(looksLikeWebVtt(bytes(head)), head).toBe(true);
    expect(looksLikeWebVtt(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('WEBVTT\n')]))).toBe(true);
  });
  it('refuses SubRip, a longer word, lower case and a late signature', () => {
    for (const head of ['1\n00:00:00,000 --> 00:00:04,000', 'WEBVTTX', 'webvtt', ' WEBVTT', ''])
      expect(looksLikeWebVtt(bytes(head)), head).toBe(false);
  });
});

describe('sniffing a resource', () => {
  it('knows PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffBinaryResourceType(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffBinaryResourceType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffBinaryResourceType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffBinaryResourceType(text('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('leaves everything else to the text check', () => {
    expect(sniffBinaryResourceType(text('RIFF\u0010\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffBinaryResourceType(MP4_HEAD)).toBeNull();
    expect(sniffBinaryResourceType(text('name,amount\n'))).toBeNull();
  });
});

describe('the text check', () => {
  const check = (...chunks: Uint8Array[]) => {
    const textCheck = createTextCheck();
    for (const chunk of chunks) textCheck.push(chunk);
    return textCheck.finish();
  };

  it('takes valid UTF-8, also when a character is split between chunks', () => {
    expect(check(text('Semillas: tomate, pimiento\nبذور\n'))).toBe(true);
    const accented = text('jardín');
    expect(check(accented.slice(0, 5), accented.slice(5))).toBe(true);
  });

  it('refuses NUL bytes, broken UTF-8 and a character cut off at the end', () => {
    expect(check(text('a\u0000b'))).toBe(false);
    expect(check(new Uint8Array([0x61, 0xff, 0x62]))).toBe(false);
    expect(check(text('ok'), new Uint8Array([0xc3]))).toBe(false);
    expect(check(WEBM_HEAD)).toBe(false);
  });

  it('calls text CSV when its name says so', () => {
    expect(textTypeFor('Harvest log.CSV')).toBe('text/csv');
    expect(textTypeFor('notes.txt')).toBe('text/plain');
    expect(textTypeFor('README')).toBe('text/plain');
  });
});

describe('names and addresses', () => {
  it('keeps a clean name with the real extension', () => {
    expect(lessonFileName('C:\\clips\\Sowing day.mov', 'video/mp4')).toBe('Sowing day.mp4');
    expect(lessonFileName('', 'video/webm')).toBe('video.webm');
    expect(lessonFileName('plan.txt', 'text/csv')).toBe('plan.csv');
    expect(lessonFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
  });

  it('puts a file under its lesson', () => {
    expect(pathTo('/courses/:slug/lessons/:lesson/files/:fileId', { slug: 'garlic', lesson: 'planting', fileId: 'abc' })).toBe(
      '/courses/garlic/lessons/planting/files/abc',
    );
  });
});
