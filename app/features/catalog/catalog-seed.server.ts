import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { type ProductImage, products } from '~/db/schema/catalog';
import type { Seeder } from '~/db/seed/demo-content.server';
import { parseFrontMatter } from '~/features/content/content.server';
import { CATEGORIES } from './catalog.schema';

const imagePath = z.string().regex(/^\/images\/products\/[a-z0-9-]+\.svg$/);
const imageAlt = z.string().min(1).max(300);

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The front matter of content/products/<handle>.md (see content/products/README.md). */
const productFileSchema = z
  .object({
    name: z.string().min(1).max(120),
    category: z.enum(CATEGORIES),
    price_cents: z.coerce.number().int().min(0).max(10_000_000).optional(),
    tags: z.string().default(''),
    is_relief_product: flag,
    track_inventory: flag,
    stock_quantity: z.coerce.number().int().min(0),
    status: z.enum(['draft', 'active', 'archived']),
    featured: flag.default(false),
    image: imagePath,
    image_alt: imageAlt,
    // More views for the product page's gallery, in order (optional; each needs its alt text).
    image_2: imagePath.optional(),
    image_2_alt: imageAlt.optional(),
    image_3: imagePath.optional(),
    image_3_alt: imageAlt.optional(),
    seo_title: z.string().max(70),
    seo_description: z.string().max(170),
    summary: z.string().max(200),
  })
  .refine((meta) => Boolean(meta.image_2) === Boolean(meta.image_2_alt), { message: 'image_2 and image_2_alt go together' })
  .refine((meta) => Boolean(meta.image_3) === Boolean(meta.image_3_alt), { message: 'image_3 and image_3_alt go together' })
  .refine((meta) => !meta.image_3 || meta.image_2, { message: 'image_3 needs image_2' });

/** The product's pictures in gallery order: the main one, then any further views. */
function imagesOf(meta: z.infer<typeof productFileSchema>): ProductImage[] {
  const images: ProductImage[] = [{ src: meta.image, alt: meta.image_alt }];
  if (meta.image_2 && meta.image_2_alt) images.push({ src: meta.image_2, alt: meta.image_2_alt });
  if (meta.image_3 && meta.image_3_alt) images.push({ src: meta.image_3, alt: meta.image_3_alt });
  return images;
}

const productsDir = path.resolve(process.cwd(), 'content/products');

/** Reads and checks every demo product file; a bad file stops the seed with its name. */
export async function readDemoProducts() {
  const files = (await fs.readdir(productsDir)).filter((file) => file.endsWith('.md') && file !== 'README.md').sort();
  return Promise.all(
    files.map(async (file) => {
      const handle = file.slice(0, -3);
      const { data, body } = parseFrontMatter(await fs.readFile(path.join(productsDir, file), 'utf8'));
      const parsed = productFileSchema.safeParse(data);
      if (!parsed.success)
        throw new Error(
          `content/products/${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      const meta = parsed.data;
      return {
        handle,
        name: meta.name,
        summary: meta.summary,
        descriptionMd: body.trim(),
        priceCents: meta.price_cents ?? null,
        images: imagesOf(meta),
        category: meta.category,
        tags: meta.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        isReliefProduct: meta.is_relief_product,
        trackInventory: meta.track_inventory,
        stockQuantity: meta.stock_quantity,
        status: meta.status,
        isFeatured: meta.featured,
        seoTitle: meta.seo_title,
        seoDescription: meta.seo_description,
      };
    }),
  );
}

/** The demo catalogue: upserted by handle, so a reload refreshes texts without duplicates. */
export const demoCatalogSeeder: Seeder = {
  name: 'demo-catalog',
  run: async (tx: Database) => {
    const rows = await readDemoProducts();
    if (rows.length === 0) return;
    await tx
      .insert(products)
      .values(rows)
      .onConflictDoUpdate({
        target: products.handle,
        set: {
          name: sql`excluded.name`,
          summary: sql`excluded.summary`,
          descriptionMd: sql`excluded.description_md`,
          priceCents: sql`excluded.price_cents`,
          images: sql`excluded.images`,
          category: sql`excluded.category`,
          tags: sql`excluded.tags`,
          isReliefProduct: sql`excluded.is_relief_product`,
          trackInventory: sql`excluded.track_inventory`,
          stockQuantity: sql`excluded.stock_quantity`,
          status: sql`excluded.status`,
          isFeatured: sql`excluded.is_featured`,
          seoTitle: sql`excluded.seo_title`,
          seoDescription: sql`excluded.seo_description`,
          updatedAt: sql`now()`,
        },
      });
  },
};
