import { describe, expect, it } from 'vitest';
import { coalesceWrites } from './coalesce-writes.server';

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
});
