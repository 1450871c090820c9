// Order placement latency (issue 4): 50 buyers place an order at the same moment, in rounds, on
// a fresh database (embedded PGlite on a temporary data directory, or PostgreSQL with
// DATABASE_URL). It measures placeOrder itself (the cart read, the one statement that reserves
// stock and writes the order, then the test provider's checkout session), in process, without
// HTTP. Target: p95 under 150 ms.
// Run through `npm run bench:store`, or: node --import tsx bench/order-placement.ts
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, setDatabase } from '../app/db/client.server';
import { cartItems, carts, products, users } from '../app/db/schema/index';
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

async function prepareRound(round: number) {
  const [product] = await db
    .insert(products)
    .values({
      handle: `bench-${round}-${randomUUID().slice(0, 8)}`,
      name: `Bench seeds ${round}`,
      priceCents: 499,
      category: 'seeds',
      status: 'active',
      trackInventory: true,
      stockQuantity: BUYERS,
      images: [],
    })
    .returning({ id: products.id });
  const buyers: { id: string; email: string }[] = [];
  for (let index = 0; index < BUYERS; index++) {
    const id = randomUUID();
    const email = `bench.${id.slice(0, 8)}@example.org`;
    await db.insert(users).values({ id, name: 'Bench Buyer', email });
    const [cart] = await db.insert(carts).values({ userId: id }).returning({ id: carts.id });
    await db.insert(cartItems).values({ cartId: cart?.id as string, productId: product?.id as string, quantity: 1 });
    buyers.push({ id, email });
  }
  return buyers;
}

const samples: number[] = [];
let failures = 0;
for (let round = 0; round <= ROUNDS; round++) {
  const buyers = await prepareRound(round);
  const timings = await Promise.all(
    buyers.map(async (buyer) => {
      const started = performance.now();
      const result = await placeOrder({
        actor: { ...buyer, role: 'user' },
        idempotencyKey: randomUUID(),
        shippingMethod: 'standard',
        address,
        origin: 'http://localhost',
        locale: 'en',
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
console.log(`\nOrder placement: ${BUYERS} concurrent buyers x ${ROUNDS} rounds on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
console.table([
  {
    orders: samples.length,
    failed: failures,
    'p50 ms': Math.round(at(50)),
    'p95 ms': Math.round(at(95)),
    'p99 ms': Math.round(at(99)),
    'max ms': Math.round(samples.at(-1) ?? 0),
  },
]);
await handle.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
