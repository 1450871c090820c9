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

  it("rewrites only the first chunk's head, when asked", async () => {
    const stream = coalesceWrites((html) => html.toUpperCase());
    const chunks = collect(stream);
    stream.write(Buffer.from('<head>é'));
    stream.write(Buffer.from('</head><body>ü🌱'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.end(Buffer.from('<p>later</p>'));
    expect(await chunks).toEqual(['<HEAD>É</head><body>ü🌱', '<p>later</p>']);
  });

  it('rewrites the whole first chunk when it has no head', async () => {
    const stream = coalesceWrites((html) => html.toUpperCase());
    const chunks = collect(stream);
    stream.end(Buffer.from('<p>é</p>'));
    expect(await chunks).toEqual(['<P>É</P>']);
  });
});

describe('coalesceWrites with something to add at the end', () => {
  it("puts it before the document's closing tags, once everything else, streamed parts included, is written", async () => {
    let asked = 0;
    const stream = coalesceWrites(undefined, () => `<p>strings ${++asked}</p>`);
    const chunks = collect(stream);
    stream.write(Buffer.from('<html><body><main>shell</main>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.write(Buffer.from('<div>streamed</div>'));
    stream.end(Buffer.from('</body></html>'));
    expect((await chunks).join('')).toBe('<html><body><main>shell</main><div>streamed</div><p>strings 1</p></body></html>');
    expect(asked).toBe(1);
  });

  it('adds it after the last chunk when the document does not end with its closing tags', async () => {
    const stream = coalesceWrites(undefined, () => '<p>strings</p>');
    const chunks = collect(stream);
    stream.write(Buffer.from('<html><body>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.end(Buffer.from('<p>last</p>'));
    expect((await chunks).join('')).toBe('<html><body><p>last</p><p>strings</p>');
  });

  it('adds nothing to a response with nothing written', async () => {
    const stream = coalesceWrites(undefined, () => '<p>strings</p>');
    const chunks = collect(stream);
    stream.end();
    expect(await chunks).toEqual([]);
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
