// Order placement latency (issue 4): 50 buyers place an order at the same moment, in rounds, on
// a fresh database (embedded PGlite on a temporary data directory, or PostgreSQL with
// DATABASE_URL). It measures placeOrder itself (the cart read, the one statement that reserves
// stock and writes the order, then the test provider's checkout session), in process, without
// HTTP. Target: p95 under 150 ms.
//
// Two carts (issue 39): one product of the store's own, and the marketplace's case: three
// vendors' products in one cart, with the order attributed to an affiliate from the `aff_code`
// cookie as the checkout's action does (`attributedAffiliate`, timed with the placement).
// Run through `npm run bench:store`, or: node --import tsx bench/order-placement.ts
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, setDatabase } from '../app/db/client.server';
import { affiliates, cartItems, carts, products, users } from '../app/db/schema/index';
import { attributedAffiliate } from '../app/features/affiliates/attribution.server';
import { placeOrder } from '../app/features/orders/checkout.server';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const databaseUrl = process.env.DATABASE_URL;

// PGlite on a data directory, as `npm start` runs it (not in memory).
const dataDir = databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-orders-'));
const handle = dataDir ? await openPglite({ dataDir }) : await openPostgres(databaseUrl as string);
await handle.migrate();
setDatabase(handle);
const db = handle.db;

const address = {
  name: 'Bench Buyer',
  line1: '1 Test Row',
  line2: '',
  city: 'Springfield',
  region: 'OR',
  postalCode: '97477',
  country: 'US',
};

type Scenario = 'one product' | 'three vendors + affiliate';
const SCENARIOS: Scenario[] = ['one product', 'three vendors + affiliate'];

async function person(label: string) {
  const id = randomUUID();
  await db.insert(users).values({ id, name: label, email: `${label.replace(/\W+/g, '.')}.${id.slice(0, 8)}@example.org` });
  return id;
}

// Three vendors' products and an approved affiliate, made once.
const vendorIds = [await person('Vendor A'), await person('Vendor B'), await person('Vendor C')];
const affiliateId = await person('Bench Affiliate');
const affiliateCode = `bench-${affiliateId.slice(0, 6)}`;
await db.insert(affiliates).values({
  userId: affiliateId,
  code: affiliateCode,
  status: 'approved',
  channel: 'A benchmark',
  plan: 'Recommends the store to the benchmark buyers.',
  termsAcceptedAt: new Date(),
});

async function newProduct(round: number, vendorId: string | null, stock: number) {
  const [product] = await db
    .insert(products)
    .values({
      handle: `bench-${round}-${randomUUID().slice(0, 8)}`,
      name: `Bench seeds ${round}`,
      priceCents: 499,
      category: 'seeds',
      status: 'active',
      trackInventory: true,
      stockQuantity: stock,
      images: [],
      vendorId,
    })
    .returning({ id: products.id });
  return product?.id as string;
}

async function prepareRound(round: number, scenario: Scenario) {
  const productIds =
    scenario === 'one product'
      ? [await newProduct(round, null, BUYERS)]
      : await Promise.all(vendorIds.map((vendorId) => newProduct(round, vendorId, BUYERS)));
  const buyers: { id: string; email: string }[] = [];
  for (let index = 0; index < BUYERS; index++) {
    const id = randomUUID();
    const email = `bench.${id.slice(0, 8)}@example.org`;
    await db.insert(users).values({ id, name: 'Bench Buyer', email });
    const [cart] = await db.insert(carts).values({ userId: id }).returning({ id: carts.id });
    await db.insert(cartItems).values(productIds.map((productId) => ({ cartId: cart?.id as string, productId, quantity: 1 })));
    buyers.push({ id, email });
  }
  return buyers;
}

const rows: Record<string, string | number>[] = [];
for (const scenario of SCENARIOS) {
  const samples: number[] = [];
  let failures = 0;
  let attributed = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const buyers = await prepareRound(round, scenario);
    const timings = await Promise.all(
      buyers.map(async (buyer) => {
        const started = performance.now();
        const request = new Request('http://localhost/checkout', { headers: { cookie: `aff_code=${affiliateCode}` } });
        const affiliate = scenario === 'one product' ? null : await attributedAffiliate(request, buyer.id);
        if (affiliate && round > 0) attributed += 1;
        const result = await placeOrder({
          actor: { ...buyer, role: 'user' },
          idempotencyKey: randomUUID(),
          shippingMethod: 'standard',
          address,
          origin: 'http://localhost',
          locale: 'en',
          affiliateId: affiliate,
        });
        if (!result.ok) failures += 1;
        return performance.now() - started;
      }),
    );
    // Round 0 warms the process (JIT, prepared plans) and is not counted.
    if (round > 0) samples.push(...timings);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0;
  rows.push({
    cart: scenario,
    orders: samples.length,
    failed: failures,
    attributed,
    'p50 ms': Math.round(at(50)),
    'p95 ms': Math.round(at(95)),
    'p99 ms': Math.round(at(99)),
    'max ms': Math.round(samples.at(-1) ?? 0),
  });
}

console.log(`\nOrder placement: ${BUYERS} concurrent buyers x ${ROUNDS} rounds on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
console.table(rows);
await handle.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
