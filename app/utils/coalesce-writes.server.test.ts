import { describe, expect, it } from 'vitest';
import { coalesceWrites, lowerModulePreloads } from './coalesce-writes.server';

function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise<string[]>((resolve) => stream.on('end', () => resolve(chunks)));
}

describe('coalesceWrites', () => {
  it('joins writes made together into one chunk, keeps their order, and passes later writes on', async () => {
    const stream = coalesceWrites();
    const chunks = collect(stream);
    for (const piece of ['<html>', '<body>', 'é🌱', '</body>']) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.write(Buffer.from('<script>late</script>'));
    stream.end(Buffer.from('</html>'));
    expect(await chunks).toEqual(['<html><body>é🌱</body>', '<script>late</script></html>']);
  });

  it('ends cleanly with nothing written', async () => {
    const stream = coalesceWrites();
    const chunks = collect(stream);
    stream.end();
    expect(await chunks).toEqual([]);
  });

  it('rewrites only the first chunk, the shell, when asked', async () => {
    const stream = coalesceWrites((html) => html.toUpperCase());
    const chunks = collect(stream);
    stream.write(Buffer.from('<head>é'));
    stream.write(Buffer.from('</head>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.end(Buffer.from('<p>later</p>'));
    expect(await chunks).toEqual(['<HEAD>É</HEAD>', '<p>later</p>']);
  });
});

describe('lowerModulePreloads', () => {
  it('gives every module preload a low fetch priority and leaves other links alone', () => {
    const head =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js" nonce="n"/><link rel="modulepreload" href="/c.js"/>';
    expect(lowerModulePreloads(head)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/b.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/c.js"/>',
    );
    expect(lowerModulePreloads('<p>none</p>')).toBe('<p>none</p>');
  });
});
