import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/db/client.server';
import { ERASED, type PersonalData } from '~/db/personal-data';
import { createDatabaseBus } from '~/db/realtime-bus.server';
import {
  carts,
  certificates,
  donations,
  forumCategories,
  fulfilments,
  instructorApplications,
  instructorPayouts,
  newsletterSubscriptions,
  orderItems,
  orders,
  productReviews,
  refunds,
  reliefLedger,
  sessions,
  stockAlertRequests,
  subscriptionPlans,
  subscriptions,
  supportTickets,
  twoFactors,
  userRoles,
  users,
  wishlistItems,
} from '~/db/schema/index';
import { deleteAccount } from '~/features/accounts/account-deletion.server';
import { exportUserData } from '~/features/accounts/data-export.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { applyToProgramme } from '~/features/affiliates/apply.server';
import { setCategoryRates } from '~/features/affiliates/category-rates.server';
import { decideAffiliate } from '~/features/affiliates/decide.server';
import { categoryRatesSchema } from '~/features/affiliates/programme.schema';
import { recordExchange } from '~/features/assistant/conversations.server';
import { addComment, moderateComment } from '~/features/blog/comments.server';
import { savePost } from '~/features/blog/post-editing.server';
import { saveRole } from '~/features/careers/role-editing.server';
import { setCartDiscountCode } from '~/features/cart/cart.server';
import { discountCodeSchema } from '~/features/discounts/code.schema';
import { createDiscountCode } from '~/features/discounts/manage-codes.server';
import { seedForumCategories } from '~/features/forum/forum-seed.server';
import { addGuideFaqEntry } from '~/features/forum/guide-faq.server';
import { moderatePost, reportPost } from '~/features/forum/moderation.server';
import { createThread, replyToThread } from '~/features/forum/posting.server';
import { acceptAnswer, setLike } from '~/features/forum/reactions.server';
import { scoreOf } from '~/features/game/pumpkin-patch';
import { adjustStock } from '~/features/inventory/stock-adjustment.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { createRoomHub } from '~/features/live/room-hub.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { shipFulfilment } from '~/features/orders/ship-fulfilment.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { demoSubscriptionPlansSeeder } from '~/features/subscriptions/subscriptions-seed.server';
import { closeTicket } from '~/features/support/desk.server';
import { decideVendorApplication } from '~/features/vendors/decide-application.server';
import { replyAsVendor, writeToVendor } from '~/features/vendors/vendor-messages.server';
import { action as accountAction } from '~/routes/account/account';
import { loader as accountDataLoader } from '~/routes/account/account-data';
import { action as addressesAction } from '~/routes/account/addresses';
import { PERSONAL_DATA } from '~/routes/account/personal-data.server';
import { action as subscriptionsAction, loader as subscriptionsLoader } from '~/routes/account/subscriptions';
import { action as certificatesAction } from '~/routes/admin/certificates';
import { action as reviewAction } from '~/routes/admin/instructors';
import { action as cartAction } from '~/routes/api/cart';
import { action as newsletterAction } from '~/routes/api/newsletter';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as contactAction } from '~/routes/content/contact';
import { action as pumpkinGameAction } from '~/routes/game/pumpkin-game';
import { action as seasonPlannerAction } from '~/routes/guides/season-planner';
import { action as applyAction } from '~/routes/instructors/apply';
import { action as onboardingAction } from '~/routes/instructors/onboarding';
import { action as verificationAction } from '~/routes/instructors/verification';
import { action as classAction } from '~/routes/learn/class';
import { action as courseAction } from '~/routes/learn/course';
import { action as quizAction } from '~/routes/learn/course-quiz';
import { action as lessonAction } from '~/routes/learn/lesson';
import { action as studentDashboardAction } from '~/routes/learn/student-dashboard';
import { action as donateAction, loader as donateLoader } from '~/routes/shop/donate';
import { action as productAction } from '~/routes/shop/product';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { asAdmin, asUser, createActor } from '../factories/actors';
import { TEST_ADDRESS } from '../factories/buyers';
import { createClass, createCourse } from '../factories/courses';
import { createProduct } from '../factories/products';
import { playWell } from '../factories/pumpkin-game';
import { applyAsVendor } from '../factories/vendors';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// The payment-reference routing, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;
const CARD = '4242 4242 4242 4242';

setupJobRunner(database);

beforeAll(async () => {
  await db.transaction((tx) => demoSubscriptionPlansSeeder.run(tx as unknown as Database));
});

const sessionIdIn = (location: string | null) => location?.match(/\/pay\/test\/(tcs_[\w-]+)/)?.[1] ?? '';

async function pay(sessionId: string) {
  const paid = await submitTestPayment(sessionId, { intent: 'pay', number: CARD, expiry: '12/30', cvc: '123' });
  expect(paid.ok).toBe(true);
  await drainJobs();
  await drainJobs();
}

/**
 * A person as they are after a season with us, built through the real actions: two sessions, a
 * paid order (partly refunded) and their review of it, a subscription, a donation, a wishlist, a
 * cart, a back-in-stock request, the newsletter, the emails all that sent, and (being an admin
 * too) a stock change and the refund they issued.
 */
/** How many rates realistic people have set: each sets a different one, so the row is theirs. */
let ratesSet = 0;

async function realisticPerson(label: string) {
  const shopper = await signUpShopper(label);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  if (!user) throw new Error('no user');
  const person = { ...shopper, id: user.id };
  // A mistyped password once: the security log has a line about them.
  const typo = await callAction(
    signInAction,
    formPost('/auth', { identifier: person.email, password: 'not-the-password-1' }, new CookieJar()),
  );
  expect(typo.status).toBe(401);
  const laptop = new CookieJar();
  const signedIn = await callAction(
    signInAction,
    formPost('/auth', { identifier: person.email, password: person.password }, laptop),
  );
  expect(signedIn.status).toBe(302);
  laptop.apply(signedIn.headers);
  // Before becoming an admin, they applied to teach.
  const applied = await callAction(applyAction, formPost('/instructor/apply', APPLICATION_FIELDS, person.jar));
  expect(applied.data).toEqual({ ok: true });
  // With their application, an identity document (kept privately, deleted with the account).
  const documentForm = new FormData();
  documentForm.append('intent', 'upload');
  documentForm.append('kind', 'identity');
  documentForm.append(
    'file',
    new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'passport.pdf', { type: 'application/pdf' }),
  );
  const sentDocument = await callAction(
    verificationAction,
    new Request('http://localhost/instructor/verification', {
      method: 'POST',
      body: documentForm,
      headers: { cookie: person.jar.header() },
    }),
  );
  expect(sentDocument.data).toMatchObject({ ok: true });
  await db.insert(userRoles).values({ userId: person.id, role: 'admin' }).onConflictDoNothing();
  // As someone who teaches: their public profile and their payout account (sealed at rest).
  const onboard = (fields: Record<string, string>) =>
    callAction(onboardingAction, formPost('/instructor/onboarding', fields, person.jar));
  expect(
    (
      await onboard({
        intent: 'profile',
        displayName: 'Sam Shopper',
        headline: 'Composting in small gardens',
        bio: '',
        website: '',
      })
    ).data,
  ).toMatchObject({ ok: true });
  expect(
    (
      await onboard({
        intent: 'payout',
        accountHolder: 'Sam Shopper',
        country: 'GB',
        account: 'GB82 WEST 1234 5698 7654 32',
        bankCode: '',
      })
    ).data,
  ).toMatchObject({ ok: true });
  // Their share was paid once, recorded by themselves as an administrator (decision 0057).
  await db.insert(instructorPayouts).values({
    instructorId: person.id,
    amountCents: 4200,
    paidOn: '2026-10-01',
    reference: `FPS-${person.id.slice(0, 8)}`,
    accountLast4: '5432',
    note: 'October share',
    recordedBy: person.id,
  });
  // As an admin, they asked someone else to change their application.
  const other = await signUpShopper('other-applicant');
  const otherApplication = { ...APPLICATION_FIELDS, expertise: 'Saving bean seed' };
  expect((await callAction(applyAction, formPost('/instructor/apply', otherApplication, other.jar))).data).toEqual({ ok: true });
  const [waiting] = await db
    .select({ id: instructorApplications.id })
    .from(instructorApplications)
    .innerJoin(users, eq(users.id, instructorApplications.userId))
    .where(eq(users.email, other.email));
  const asked = await callAction(
    reviewAction,
    formPost(
      '/admin/instructors',
      { id: waiting?.id ?? '', decision: 'changes', note: 'Please add your growing zone.' },
      person.jar,
    ),
  );
  expect(asked.data).toMatchObject({ ok: true });
  // They recommend us too: an affiliate leader with a recruit, who as an administrator also
  // turned another applicant down.
  const programmeAdmin = await createActor(database, 'admin');
  const affiliatePlan = 'Forty members who swap seeds every spring; every link says I earn a commission.';
  expect(
    await applyToProgramme({
      actor: asUser(person.id),
      input: { channel: 'The Balcony Grower newsletter', plan: affiliatePlan, leaderCode: null, wantsToLead: true },
      locale: 'en',
    }),
  ).toMatchObject({ ok: true });
  const approved = await decideAffiliate({
    actor: asAdmin(programmeAdmin.id),
    userId: person.id,
    input: { decision: 'approve', note: null, ratePercent: 12, asLeader: true },
  });
  if (!approved.ok || !approved.code) throw new Error('affiliate not approved');
  const recruit = await createActor(database);
  await applyToProgramme({
    actor: asUser(recruit.id),
    input: { channel: 'A garden club', plan: affiliatePlan, leaderCode: approved.code, wantsToLead: false },
    locale: 'en',
  });
  const applicant = await createActor(database);
  await applyToProgramme({
    actor: asUser(applicant.id),
    input: { channel: 'A coupon site', plan: affiliatePlan, leaderCode: null, wantsToLead: false },
    locale: 'en',
  });
  expect(
    await decideAffiliate({
      actor: asAdmin(person.id),
      userId: applicant.id,
      input: { decision: 'reject', note: 'Coupon sites are against the programme terms.', ratePercent: null, asLeader: false },
    }),
  ).toMatchObject({ ok: true });
  // They sell here too: their vendor application (with a certificate) was approved by another
  // administrator, and as an administrator they asked another applicant for changes.
  const vendorApplicationId = await applyAsVendor(asUser(person.id), { businessName: `Sam's Seeds ${label}` });
  const approver = await createActor(database, 'admin');
  expect(
    await decideVendorApplication({
      actor: asAdmin(approver.id),
      applicationId: vendorApplicationId,
      decision: 'approve',
      note: '',
    }),
  ).toMatchObject({ ok: true });
  // The team wrote to their store, and they answered (decision 0102).
  expect(
    await writeToVendor({ actor: asAdmin(approver.id), vendorId: person.id, body: 'Welcome aboard: your store is open.' }),
  ).toMatchObject({ ok: true });
  expect(await replyAsVendor({ actor: asUser(person.id), body: 'Thank you, first beans listed tomorrow.' })).toMatchObject({
    ok: true,
  });
  // As an administrator they approved a third store, reading its certificate (its reviewer from then on).
  const thirdVendor = await createActor(database);
  const thirdApplication = await applyAsVendor(asUser(thirdVendor.id), { businessName: `Third Seeds ${label}` });
  expect(
    await decideVendorApplication({ actor: asAdmin(person.id), applicationId: thirdApplication, decision: 'approve', note: '' }),
  ).toMatchObject({ ok: true });
  const otherVendor = await createActor(database);
  const otherVendorApplication = await applyAsVendor(asUser(otherVendor.id), { businessName: `Other Seeds ${label}` });
  expect(
    await decideVendorApplication({
      actor: asAdmin(person.id),
      applicationId: otherVendorApplication,
      decision: 'changes',
      note: 'Please add your certificate for the beans.',
    }),
  ).toMatchObject({ ok: true });
  // Two-step sign-in as it is stored once set up (the secret is encrypted; never exported).
  await db.insert(twoFactors).values({ id: `tf-${person.id}`, userId: person.id, secret: 'sealed', backupCodes: 'sealed' });

  const seeds = await createProduct(database, { name: `Heirloom seeds ${label}`, stockQuantity: 40 });
  const trowel = await createProduct(database, { name: `Trowel ${label}`, stockQuantity: 40 });
  const cart = (productId: string) => callAction(cartAction, formPost('/api/cart', { intent: 'add', productId }, person.jar));
  expect((await cart(seeds.id)).status).toBe(200);
  // Discount codes: one they made as an administrator and used on their order, one credited to
  // them as an affiliate (made by another administrator).
  const code = (fields: Record<string, unknown>) => discountCodeSchema.parse({ kind: 'percent', percentOff: '5', ...fields });
  const madeCode = `THANKS-${label}-${person.id.slice(0, 4)}`;
  expect(await createDiscountCode({ actor: asAdmin(person.id), input: code({ code: madeCode }) })).toMatchObject({ ok: true });
  expect(
    await createDiscountCode({
      actor: asAdmin(programmeAdmin.id),
      input: code({ code: `SAM-${label}-${person.id.slice(0, 4)}`, affiliateCode: approved.code }),
    }),
  ).toMatchObject({ ok: true });
  // As an administrator they set the affiliate programme's rate for books (a rate of their own, so the row is theirs).
  ratesSet += 1;
  await setCategoryRates({
    actor: asAdmin(person.id),
    rates: categoryRatesSchema.parse({ 'rate-books': String(5 + (ratesSet % 40)) }),
  });
  await setCartDiscountCode({ actor: person, code: madeCode });
  const placed = await placeOrder({
    actor: { ...asUser(person.id), email: person.email },
    idempotencyKey: crypto.randomUUID(),
    shippingMethod: 'standard',
    address: TEST_ADDRESS,
    origin: 'http://localhost',
    locale: 'en',
  });
  if (!placed.ok) throw new Error(placed.message);
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
  await pay(order?.providerSessionId ?? '');
  const refunded = await refundOrder({
    orderId: placed.orderId,
    amountCents: 100,
    restock: false,
    reason: 'Bent packet',
    actor: asAdmin(person.id),
  });
  expect(refunded.ok).toBe(true);
  // The person (an admin here) ships the order's parcel: who shipped it is theirs (decision 0095).
  const [parcel] = await db.select({ id: fulfilments.id }).from(fulfilments).where(eq(fulfilments.orderId, placed.orderId));
  expect(
    await shipFulfilment({
      actor: asAdmin(person.id),
      fulfilmentId: parcel?.id ?? '',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0001',
    }),
  ).toMatchObject({ ok: true });
  await drainJobs();
  expect((await cart(trowel.id)).status).toBe(200);
  const wished = await callAction(
    productAction,
    formPost(`/product/${trowel.handle}`, { intent: 'wishlist-add', productId: trowel.id }, person.jar),
    {
      handle: trowel.handle,
    },
  );
  expect(wished.status).toBe(200);
  expect((await adjustStock({ productId: trowel.id, change: 5, reason: 'Delivery counted', actor: asAdmin(person.id) })).ok).toBe(
    true,
  );
  // A review of what they bought, and a back-in-stock request made while signed in.
  const reviewed = await callAction(
    productAction,
    formPost(
      `/product/${seeds.handle}`,
      {
        intent: 'review',
        productId: seeds.id,
        rating: '5',
        title: 'Every seed came up',
        body: 'Sowed the whole packet in April and every one germinated.',
      },
      person.jar,
    ),
    { handle: seeds.handle },
  );
  expect(reviewed.status).toBe(201);
  const garlic = await createProduct(database, { name: `Garlic ${label}`, stockQuantity: 0 });
  const alert = await callAction(
    productAction,
    formPost(`/product/${garlic.handle}`, { intent: 'stock-alert', productId: garlic.id, email: person.email }, person.jar),
    { handle: garlic.handle },
  );
  expect(alert.status).toBe(200);

  const [plan] = await db.select().from(subscriptionPlans).limit(1);
  const plans = await callAction(subscriptionsLoader, pageGet('/subscriptions', person.jar));
  const subscribed = await callAction(
    subscriptionsAction,
    formPost(
      '/subscriptions',
      {
        intent: 'subscribe',
        planId: plan?.id ?? '',
        idempotencyKey: (plans.data as { idempotencyKey: string }).idempotencyKey,
        ...TEST_ADDRESS,
      },
      person.jar,
    ),
  );
  await pay(sessionIdIn(subscribed.headers.get('location')));

  const donatePage = await callAction(donateLoader, pageGet('/donate', person.jar));
  const donated = await callAction(
    donateAction,
    formPost(
      '/donate',
      {
        idempotencyKey: (donatePage.data as { idempotencyKey: string }).idempotencyKey,
        choice: '2500',
        name: 'Sam Shopper',
        email: person.email,
        wall: 'on',
      },
      person.jar,
    ),
  );
  await pay(sessionIdIn(donated.headers.get('location')));

  expect((await callAction(newsletterAction, formPost('/newsletter', { email: person.email }, person.jar))).status).toBeLessThan(
    400,
  );
  const saved = await callAction(addressesAction, formPost('/account/addresses', { intent: 'add', ...TEST_ADDRESS }, person.jar));
  expect(saved.status).toBe(200);

  // A course they teach, and one they learn on: enrolled, a lesson done, a note, a quiz attempt.
  await createCourse(database, { instructorId: person.id, instructorName: 'Sam Shopper' });
  const course = await createCourse(database);
  const coursePath = `/courses/${course.slug}`;
  const enrolled = await callAction(courseAction, formPost(coursePath, { intent: 'enrol' }, person.jar), { slug: course.slug });
  expect(enrolled.status).toBe(302);
  const lessonPath = `${coursePath}/lessons/lesson-1`;
  const lessonParams = { slug: course.slug, lesson: 'lesson-1' };
  expect((await callAction(lessonAction, formPost(lessonPath, { intent: 'complete' }, person.jar), lessonParams)).status).toBe(
    200,
  );
  const noted = await callAction(
    lessonAction,
    formPost(lessonPath, { intent: 'note', note: 'Turn the heap weekly.' }, person.jar),
    lessonParams,
  );
  expect(noted.status).toBe(200);
  const quizzed = await callAction(
    quizAction,
    formPost(`${coursePath}/quiz`, { 'answer-q1': 'a', 'answer-q2': 'a' }, person.jar),
    { slug: course.slug },
  );
  expect(quizzed.status).toBe(200);
  // They finish it (a certificate), and as an admin re-issue it: one revoked by them, one valid.
  for (const lesson of ['lesson-2', 'lesson-3'])
    await callAction(lessonAction, formPost(`${coursePath}/lessons/${lesson}`, { intent: 'complete' }, person.jar), {
      slug: course.slug,
      lesson,
    });
  const passed = await callAction(
    quizAction,
    new Request(`http://localhost${coursePath}/quiz`, {
      method: 'POST',
      body: new URLSearchParams([
        ['answer-q1', 'b'],
        ['answer-q2', 'a'],
        ['answer-q2', 'c'],
      ]),
      headers: { cookie: person.jar.header() },
    }),
    { slug: course.slug },
  );
  expect(passed.data).toMatchObject({ passed: true, finishedCourse: true });
  const [certificate] = await db.select().from(certificates).where(eq(certificates.userId, person.id));
  const reissued = await callAction(
    certificatesAction,
    formPost('/admin/certificates', { intent: 'reissue', id: certificate?.id ?? '', reason: 'Name corrected' }, person.jar),
  );
  expect(reissued.data).toMatchObject({ ok: true });
  const courseReviewed = await callAction(
    courseAction,
    formPost(
      coursePath,
      { intent: 'review', rating: '4', body: 'Clear lessons; the quiz made me reread the part on turning.' },
      person.jar,
    ),
    { slug: course.slug },
  );
  expect(courseReviewed.status).toBe(201);
  // A live class they teach, and one they booked.
  await createClass(database, { instructorId: person.id, instructorName: 'Sam Shopper' });
  const liveClass = await createClass(database);
  const booked = await callAction(classAction, formPost(`/coaching/classes/${liveClass.id}`, { intent: 'book' }, person.jar), {
    classId: liveClass.id,
  });
  expect(booked.data).toMatchObject({ ok: true });
  // They came to a class's live room and said something in its chat.
  const liveNow = await createClass(database, { inHours: 5 / 60 });
  await callAction(classAction, formPost(`/coaching/classes/${liveNow.id}`, { intent: 'book' }, person.jar), {
    classId: liveNow.id,
  });
  const hub = createRoomHub({ bus: createDatabaseBus(database) });
  const inRoom = await hub.join(
    { send: () => {}, close: () => {} },
    {
      classId: liveNow.id,
      actor: { id: person.id, role: 'user' },
      name: 'Sam S.',
      role: 'learner',
      closesAt: new Date(Date.now() + 3_600_000),
    },
  );
  await inRoom.receive(JSON.stringify({ type: 'chat', text: 'Can I sow broad beans in November?' }));
  await inRoom.leave();
  await hub.close();
  // A season of the pumpkin game, saved.
  const season = playWell(7);
  const played = await callAction(
    pumpkinGameAction,
    formPost('/pumpkin/game', { seed: '7', moves: season.moves, score: String(scoreOf(season).total) }, person.jar),
  );
  expect(played.data).toMatchObject({ ok: true });
  // A season plan, saved from the planner.
  const savedPlan = await callAction(
    seasonPlannerAction,
    formPost('/season-planner', { intent: 'save', name: 'Back garden', zone: '6b', hemisphere: 'north' }, person.jar),
  );
  expect(savedPlan.status).toBe(302);
  const feed = await callAction(studentDashboardAction, formPost('/student-dashboard', { intent: 'calendar-feed' }, person.jar));
  expect(feed.data).toMatchObject({ ok: true });
  // As an admin they wrote a blog post (its revision is theirs too), commented on it as a
  // reader would, and approved their own comment.
  const post = await savePost({
    actor: { ...asAdmin(person.id), name: 'Sam Shopper' },
    postId: null,
    input: {
      title: `Notes from the allotment ${label}`,
      slug: '',
      description: 'What we learned this month about keeping soil covered through the cold and wet weeks.',
      body: 'Cover the soil.',
      tags: 'soil',
      byline: 'Sam Shopper',
      coverAlt: '',
      seoTitle: '',
      seoDescription: '',
      publish: 'publish',
      publishAt: '',
    },
    timeZone: 'UTC',
  });
  if (!post.ok) throw new Error(post.message);
  const comment = await addComment({ actor: asUser(person.id), slug: post.slug, body: 'Leaves make the best mulch.' });
  if (!comment.ok) throw new Error(comment.message);
  expect((await moderateComment({ actor: asAdmin(person.id), commentId: comment.commentId, decision: 'approve' })).ok).toBe(true);
  // A message from the contact page, signed in (so the ticket is linked), which they then closed as an admin.
  const contacted = await callAction(
    contactAction,
    formPost(
      '/contact',
      { name: 'Sam Shopper', email: person.email, topic: 'order', message: 'Where is my seed order, please?', website: '' },
      person.jar,
    ),
  );
  expect(contacted.status).toBe(302);
  const [ticket] = await db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, person.id));
  if (!ticket) throw new Error('the contact form opened no ticket');
  expect((await closeTicket({ actor: asAdmin(person.id), ticketId: ticket.id })).ok).toBe(true);
  // As an admin they wrote an open role for the careers page (it stays when they go, unlinked).
  const role = await saveRole({
    actor: asAdmin(person.id),
    roleId: null,
    input: {
      title: `Allotment mentor ${label}`,
      slug: '',
      team: 'Learning',
      workplace: 'remote',
      location: 'Anywhere',
      employmentType: 'contract',
      summary: 'Answer growing questions from new allotment holders, and turn the common ones into short guides for everyone.',
      description:
        'Mentor new growers through their first season, by email and in live classes, and write up what they ask most.',
      applyEmail: 'jobs@example.org',
      applyUrl: '',
      closesOn: '',
    },
  });
  if (!role.ok) throw new Error(role.message);
  // In the forum they asked a question; a newcomer's reply waited for them to approve it as an
  // admin; they liked it, reported it and dismissed the report, and hid and restored a reply of
  // their own (the moderators' log names them both ways).
  const thread = await createThread({
    actor: asAdmin(person.id),
    input: {
      category: await firstForumCategory(),
      title: `Leaf mould or compost ${label}?`,
      kind: 'question',
      body: 'Which should I make first?',
    },
  });
  if (!thread.ok) throw new Error(thread.code);
  const newcomer = await createActor(database);
  const answer = await replyToThread({
    actor: asUser(newcomer.id),
    threadId: thread.threadId,
    body: 'Leaf mould: it needs no turning.',
    quotes: null,
  });
  if (!answer.ok) throw new Error(answer.code);
  expect((await moderatePost({ actor: asAdmin(person.id), postId: answer.postId, decision: 'approve' })).ok).toBe(true);
  expect((await setLike({ actor: asUser(person.id), postId: answer.postId, isLiked: true })).ok).toBe(true);
  expect((await reportPost({ actor: asUser(person.id), postId: answer.postId, reason: 'other', note: 'Testing' })).ok).toBe(true);
  expect((await moderatePost({ actor: asAdmin(person.id), postId: answer.postId, decision: 'dismiss' })).ok).toBe(true);
  const own = await replyToThread({ actor: asAdmin(person.id), threadId: thread.threadId, body: 'Thank you!', quotes: null });
  if (!own.ok) throw new Error(own.code);
  expect((await moderatePost({ actor: asAdmin(person.id), postId: own.postId, decision: 'hide' })).ok).toBe(true);
  expect((await moderatePost({ actor: asAdmin(person.id), postId: own.postId, decision: 'restore' })).ok).toBe(true);
  // They accepted the answer and, as an admin, took it into a guide's FAQ (who added it is kept).
  expect((await acceptAnswer({ actor: asUser(person.id), threadId: thread.threadId, postId: answer.postId })).ok).toBe(true);
  const faqEntry = await addGuideFaqEntry({
    actor: asAdmin(person.id),
    threadId: thread.threadId,
    entry: { guide: 'composting-guide', question: `Leaf mould or compost ${label}?`, answer: 'Leaf mould: it needs no turning.' },
  });
  if (!faqEntry.ok) throw new Error(faqEntry.code);
  // They asked Verde AI about compost; the question and its answer are kept for them.
  await recordExchange({
    actor: asUser(person.id),
    conversationId: null,
    question: 'Why does my compost smell?',
    answer: 'Too many greens: add shredded cardboard [1].',
    sources: [{ number: 1, title: 'Composting Guide', path: '/composting-guide', heading: '' }],
  });
  await drainJobs();
  return { ...person, laptop, orderId: placed.orderId };
}

const APPLICATION_FIELDS = {
  expertise: 'Composting in small gardens',
  experience: 'Ten years of making compost for a community garden, and workshops for new members every spring.',
  sampleLesson: `# Hot and cold heaps\n\n${'A hot heap needs a cubic metre of mixed greens and browns, turned weekly. '.repeat(4)}`,
  links: 'https://compost.example.org',
  timeZone: 'Europe/Dublin',
};

/** Every (table, column) with a foreign key to users.id, read from the database itself. */
/** The forum's first category, loaded from content/forum if the database has none yet. */
async function firstForumCategory() {
  await seedForumCategories(db as never);
  const [row] = await db.select({ slug: forumCategories.slug }).from(forumCategories).limit(1);
  return row?.slug ?? '';
}

async function tablesReferencingPeople(): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await database.executeSql(
    `select kcu.table_name as "table", kcu.column_name as "column"
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
      order by 1, 2`,
  );
  return rows as Array<{ table: string; column: string }>;
}

async function countWhere(table: string, column: string, value: string) {
  const { rows } = await database.executeSql(`select count(*)::int as n from "${table}" where "${column}" = $1`, [value]);
  return (rows[0] as { n: number }).n;
}

/** Every table, in our schema and pg-boss's, with a row whose text holds the value. */
async function tablesMentioning(value: string) {
  const { rows } = await database.executeSql(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of rows as Array<{ name: string }>) {
    const { rows: hits } = await database.executeSql(
      `select count(*)::int as n from ${name} t where position($1 in t::text) > 0`,
      [value],
    );
    if ((hits[0] as { n: number }).n > 0) found.push(name);
  }
  return found;
}

describe("a person's data across every domain", () => {
  it('names every table that references a person in exactly one domain, and the export shows the rows of each', async () => {
    const person = await realisticPerson('export');
    const referencing = await tablesReferencingPeople();
    expect(referencing.length).toBeGreaterThanOrEqual(12);

    const response = await callAction(accountDataLoader, pageGet('/account/data', person.jar));
    expect(response.status).toBe(200);
    const exported = response.data as Record<string, unknown>;
    for (const { table, column } of referencing) {
      const owners = PERSONAL_DATA.filter((part) => table in part.tables);
      expect(
        owners.map((part) => part.domain),
        `${table} must be named by one domain's personalData`,
      ).toHaveLength(1);
      const section = (owners[0] as PersonalData).tables[table] as string;
      expect(await countWhere(table, column, person.id), `the realistic person needs a row in ${table}`).toBeGreaterThan(0);
      const shown = exported[section];
      expect(Array.isArray(shown) ? shown.length : shown ? 1 : 0, `export section ${section} (${table})`).toBeGreaterThan(0);
    }

    expect(exported).toMatchObject({
      profile: { id: person.id, email: person.email },
      // The order, and the subscription's first order.
      orders: [
        { status: 'shipped', refundedCents: 100, shippingAddress: TEST_ADDRESS, refunds: [{ amountCents: 100 }] },
        { status: 'paid', shippingAddress: TEST_ADDRESS },
      ],
      refundsIssued: [{ amountCents: 100, reason: 'Bent packet' }],
      parcelsShipped: [{ carrier: 'USPS', trackingNumber: '9400 1000 0000 0001' }],
      subscriptions: [{ status: 'active' }],
      donations: [{ amountCents: 2500, status: 'paid' }],
      newsletter: [{ status: 'pending' }],
      reviews: [{ rating: 5, title: 'Every seed came up', authorName: 'Sam S.' }],
      stockAlerts: [{ email: person.email, notifiedAt: null }],
      classAttendance: [{ joins: 1 }],
      classChatMessages: [{ text: 'Can I sow broad beans in November?' }],
      gameScores: [{ game: 'pumpkin-patch', seed: 7 }],
      seasonPlans: [{ name: 'Back garden', zone: '6b', lastFrost: null, hemisphere: 'north' }],
      blogComments: [{ body: 'Leaves make the best mulch.', status: 'approved' }],
      forumThreadsStarted: [{ title: expect.stringContaining('Leaf mould or compost') }],
      forumReports: [{ reason: 'other', status: 'dismissed' }],
      forumGuideFaqEntries: [{ guide: 'composting-guide', question: expect.stringContaining('Leaf mould or compost') }],
      assistantConversations: [
        {
          title: 'Why does my compost smell?',
          messages: [{ role: 'user' }, { role: 'assistant', content: expect.stringContaining('cardboard') }],
        },
      ],
      supportTickets: [{ email: person.email, topic: 'order', status: 'closed' }],
      supportMessages: [{ author: 'customer', body: 'Where is my seed order, please?' }],
      instructorApplications: [{ expertise: 'Composting in small gardens', status: 'submitted' }],
      instructorDocuments: [{ kind: 'identity', fileName: 'passport.pdf', contentType: 'application/pdf' }],
      instructorProfile: { displayName: 'Sam Shopper', payoutAccountHolder: 'Sam Shopper', payoutAccountLast4: '5432' },
      instructorPayouts: [
        { amountCents: 4200, paidOn: '2026-10-01', reference: `FPS-${person.id.slice(0, 8)}`, accountLast4: '5432' },
      ],
      instructorApplicationSteps: [
        { action: 'submitted' },
        { action: 'changes_requested', note: 'Please add your growing zone.' },
      ],
      vendorApplications: [
        { businessName: expect.stringContaining("Sam's Seeds"), status: 'approved', payoutAccountLast4: '5432' },
      ],
      vendorCertificates: [
        { issuer: 'Soil Association', fileName: 'organic.pdf', contentType: 'application/pdf', reviewState: 'accepted' },
      ],
      vendorMessages: [
        { author: 'staff', body: 'Welcome aboard: your store is open.' },
        { author: 'vendor', body: 'Thank you, first beans listed tomorrow.' },
      ],
      affiliateMembership: {
        status: 'approved',
        channel: 'The Balcony Grower newsletter',
        commissionPercent: 12,
        isLeader: true,
      },
      vendorProfile: { storeName: expect.stringContaining("Sam's Seeds"), status: 'active' },
      vendorApplicationSteps: [
        { action: 'submitted' },
        { action: 'approved' },
        { action: 'changes_requested', note: 'Please add your certificate for the beans.' },
      ],
    });
    expect((exported.orders as Array<{ lines: unknown[] }>)[0]?.lines).toHaveLength(1);
    expect(exported.wishlist).toHaveLength(1);
    expect(exported.cart).toHaveLength(1);
    // Nothing secret: no hash, token, saved card or two-step secret.
    expect(JSON.stringify(exported)).not.toMatch(/"[^"]*(password|token|secret|paymentRef|card)[^"]*"\s*:/i);
    // It makes a person's rows in every domain: 10 s beside one other test run here, 34 s beside two.
  }, 120_000);

  it('deletes a person with orders, a subscription, a donation, a wishlist, a cart and the newsletter, keeping the accounting records anonymised', async () => {
    const person = await realisticPerson('delete');
    const [order] = await db.select().from(orders).where(eq(orders.id, person.orderId));
    const ordersBefore = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, person.id));
    expect(ordersBefore.length).toBeGreaterThanOrEqual(2); // the order and the subscription's first
    const [ledgerBefore] = await db.select({ total: sql<number>`sum(${reliefLedger.amountCents})::int` }).from(reliefLedger);

    const deleted = await callAction(
      accountAction,
      formPost('/account', { intent: 'delete', password: person.password, confirm: 'on' }, person.jar),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/');
    expect(await getSessionUser(pageGet('/', person.jar))).toBeNull();
    expect(await getSessionUser(pageGet('/', person.laptop))).toBeNull();

    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    for (const { table, column } of await tablesReferencingPeople())
      expect(await countWhere(table, column, person.id), `${table}.${column} still names the person`).toBe(0);
    // Nothing anywhere holds the address or the id any more, in our tables or the job queue's.
    expect(await tablesMentioning(person.email)).toEqual([]);
    // The id is in one place: the user.deleted event that tells the other domains.
    expect(await tablesMentioning(person.id)).toEqual(['public.outbox_events']);
    const { rows: mentions } = await database.executeSql('select type from outbox_events t where position($1 in t::text) > 0', [
      person.id,
    ]);
    expect(mentions).toEqual([{ type: 'user.deleted' }]);

    // Orders, their lines and refunds stay, anonymised; the relief ledger does not move.
    const kept = await db
      .select()
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          ordersBefore.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    expect(kept).toHaveLength(ordersBefore.length);
    for (const row of kept) {
      expect(row).toMatchObject({ userId: null, email: ERASED });
      expect(row.shippingAddress).toEqual({
        name: '',
        line1: '',
        line2: '',
        city: '',
        postalCode: '',
        region: 'OR',
        country: 'US',
      });
    }
    expect(kept.find((row) => row.id === order?.id)).toMatchObject({
      status: 'shipped',
      totalCents: order?.totalCents,
      refundedCents: 100,
    });
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, person.orderId))).toHaveLength(1);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, person.orderId))).toMatchObject([
      { amountCents: 100, createdBy: null },
    ]);
    // The parcel they shipped stays shipped, without who shipped it.
    expect(await db.select().from(fulfilments).where(eq(fulfilments.orderId, person.orderId))).toMatchObject([
      { status: 'shipped', trackingNumber: '9400 1000 0000 0001', shippedBy: null },
    ]);
    const [ledgerAfter] = await db.select({ total: sql<number>`sum(${reliefLedger.amountCents})::int` }).from(reliefLedger);
    expect(ledgerAfter?.total).toBe(ledgerBefore?.total);
    const [gift] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.amountCents, 2500), eq(donations.name, ERASED)));
    expect(gift).toMatchObject({ userId: null, email: ERASED, showOnWall: false, status: 'paid' });

    // What was only about the person is gone: the subscription ends, nothing renews.
    expect(await db.select().from(subscriptions).where(eq(subscriptions.email, person.email))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.userId, person.id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, person.id))).toEqual([]);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, person.email))).toEqual([]);
    expect(await db.select().from(productReviews).where(eq(productReviews.userId, person.id))).toEqual([]);
    expect(await db.select().from(stockAlertRequests).where(eq(stockAlertRequests.email, person.email))).toEqual([]);
    // The payout stays as an accounting record: its amount, day and reference, without the person.
    expect(
      await db
        .select()
        .from(instructorPayouts)
        .where(eq(instructorPayouts.reference, `FPS-${person.id.slice(0, 8)}`)),
    ).toEqual([
      expect.objectContaining({ instructorId: null, recordedBy: null, accountLast4: null, note: null, amountCents: 4200 }),
    ]);
  });

  it('changes nothing, and keeps the person signed in, when one domain cannot let go', async () => {
    const person = await realisticPerson('stuck');
    const stuck: PersonalData = {
      domain: 'stuck',
      tables: {},
      export: async () => ({}),
      erase: async () => {
        throw new Error('the disk is full');
      },
    };
    const answer = await deleteAccount({
      request: formPost('/account', {}, person.jar),
      actor: { id: person.id, email: person.email, role: 'user' },
      password: person.password,
      personalData: [...PERSONAL_DATA, stuck],
    });
    expect(answer).toMatchObject({ ok: false, status: 500, message: 'accounts.errors.deleteFailed' });
    expect(await getSessionUser(pageGet('/', person.jar))).toMatchObject({ id: person.id });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, person.id))).toHaveLength(1);
    expect(await countWhere('orders', 'user_id', person.id)).toBeGreaterThanOrEqual(2);
    expect(await countWhere('sessions', 'user_id', person.id)).toBe(2);
    expect(await countWhere('carts', 'user_id', person.id)).toBe(1);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, person.email))).toHaveLength(
      1,
    );
    const exported = await exportUserData({
      actor: { id: person.id, email: person.email, role: 'user' },
      personalData: PERSONAL_DATA,
    });
    expect(exported?.profile).toMatchObject({ email: person.email });
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(2);
  });
});
