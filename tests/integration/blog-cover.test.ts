import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '~/db/schema/blog';
import { setPostCover } from '~/features/blog/post-cover.server';
import { savePost } from '~/features/blog/post-editing.server';
import { photoDirectory } from '~/features/catalog/photo-store.server';
import { isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
import { signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { setupTestDatabase } from '../setup/test-database';

/* A post's cover: checked by its bytes and written as WebP variants like product photos. */

const database = await setupTestDatabase();
let dataDir: string;

beforeAll(async () => {
  // Pictures are written under DATA_DIR: this file's own, thrown away at the end.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'blog-cover-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a post’s cover', () => {
  it('is read by its bytes, resized into WebP variants, and refused when it is not a picture', async () => {
    const admin = await signUpPerson('blog-cover', { role: 'admin' });
    const saved = await savePost({
      actor: { ...asAdmin(admin.id), name: 'Ada Admin' },
      postId: null,
      input: {
        title: `Cover test ${Date.now()}`,
        slug: '',
        description: 'A post whose cover is uploaded in the editor and resized like the product photos are.',
        body: 'Text.',
        tags: '',
        byline: 'Ada Admin',
        coverAlt: 'A green field',
        seoTitle: '',
        seoDescription: '',
        publish: 'draft',
        publishAt: '',
      },
      timeZone: 'UTC',
    });
    if (!saved.ok) throw new Error(saved.code);
    const png = await sharp({ create: { width: 1400, height: 735, channels: 3, background: '#4caf50' } })
      .png()
      .toBuffer();

    await expect(
      setPostCover({ actor: asUser(admin.id), postId: saved.postId, file: new Blob([png], { type: 'image/png' }) }),
    ).rejects.toSatisfy(isActorRefusal);
    // A text file named like a picture is not one.
    const fake = await setPostCover({
      actor: asAdmin(admin.id),
      postId: saved.postId,
      file: new Blob([new TextEncoder().encode('not a picture at all')], { type: 'image/png' }),
    });
    expect(fake).toMatchObject({ ok: false, code: 'not-image', field: 'cover' });

    const set = await setPostCover({ actor: asAdmin(admin.id), postId: saved.postId, file: new Blob([png]) });
    if (!set.ok) throw new Error(set.code);
    const [row] = await database.db
      .select({ coverImage: blogPosts.coverImage, coverPhoto: blogPosts.coverPhoto })
      .from(blogPosts)
      .where(eq(blogPosts.id, saved.postId));
    expect(row?.coverImage).toBe(set.coverImage);
    expect(row?.coverPhoto?.widths.length).toBeGreaterThan(0);
    const files = await fs.readdir(photoDirectory());
    expect(files.filter((name) => name.startsWith(row?.coverPhoto?.id ?? '-') && name.endsWith('.webp')).length).toBe(
      row?.coverPhoto?.widths.length,
    );
  });
});
