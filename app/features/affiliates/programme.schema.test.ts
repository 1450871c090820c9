import { describe, expect, it } from 'vitest';
import {
  affiliateApplicationSchema,
  affiliateDecisionSchema,
  COMMISSION_CATEGORIES,
  categoryRatesSchema,
  codeFromName,
} from './programme.schema';
import { trackingBodySchema } from './tracking.schema';

const application = {
  channel: 'Balcony Grower newsletter',
  plan: 'Four thousand readers; every link carries a plain disclosure.',
  acceptTerms: 'on',
};

describe('the affiliate application', () => {
  it('needs the terms, and the addendum only to lead', () => {
    expect(affiliateApplicationSchema.safeParse({ ...application, acceptTerms: undefined }).success).toBe(false);
    expect(affiliateApplicationSchema.safeParse({ ...application, wantsToLead: 'on' }).success).toBe(false);
    expect(affiliateApplicationSchema.parse({ ...application, wantsToLead: 'on', acceptLeaderAddendum: 'on' })).toMatchObject({
      wantsToLead: true,
      leaderCode: null,
    });
    expect(affiliateApplicationSchema.safeParse({ ...application, leaderCode: 'not a code' }).success).toBe(false);
  });

  it('needs a reason to reject or suspend, and a rate within bounds', () => {
    expect(affiliateDecisionSchema.safeParse({ decision: 'reject', note: 'no' }).success).toBe(false);
    expect(affiliateDecisionSchema.parse({ decision: 'approve', rate: '12.5' })).toMatchObject({ ratePercent: 12.5 });
    expect(affiliateDecisionSchema.parse({ decision: 'approve', rate: '' })).toMatchObject({ ratePercent: null });
    expect(affiliateDecisionSchema.safeParse({ decision: 'approve', rate: '51' }).success).toBe(false);
    expect(affiliateDecisionSchema.safeParse({ decision: 'promote' }).success).toBe(false);
  });
});

describe('codeFromName', () => {
  it('makes a short lower-case code, whatever the script of the name', () => {
    expect(codeFromName('María José Núñez')).toBe('maria-jose-nunez');
    expect(codeFromName('  Ünal   Öz ')).toBe('unal-oz');
    expect(codeFromName('李')).toBe('grow-friend');
    expect(codeFromName('A very long name indeed for a code')).toBe('a-very-long-name-ind');
  });
});

describe('the tracking body', () => {
  const event = {
    affiliateCode: 'maya',
    pageUrl: 'https://x.example/',
    eventType: 'page_view',
    sessionId: 'abcdefgh',
    timestamp: Date.now(),
  };
  it('takes one event or a short batch, and a conversion only with its order and amount', () => {
    expect(trackingBodySchema.parse(event)).toHaveLength(1);
    expect(trackingBodySchema.parse([event, event])).toHaveLength(2);
    expect(trackingBodySchema.safeParse(Array.from({ length: 21 }, () => event)).success).toBe(false);
    expect(trackingBodySchema.safeParse({ ...event, eventType: 'conversion' }).success).toBe(false);
    expect(trackingBodySchema.parse({ ...event, eventType: 'conversion', orderId: 'o1', amount: 12.34 })[0]).toMatchObject({
      amountCents: 1234,
    });
  });

  it('records a clock far off as the time the event arrived', () => {
    const [parsed] = trackingBodySchema.parse({ ...event, timestamp: '1999-01-01T00:00:00Z' });
    expect(Math.abs((parsed?.occurredAt.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
  });
});

describe('categoryRatesSchema', () => {
  it('answers every category: a blank is the programme rate, a number its own', () => {
    const rates = categoryRatesSchema.parse({ 'rate-courses': ' 25 ', 'rate-seeds': '7.5', 'rate-tools': '' });
    expect(Object.keys(rates).sort()).toEqual([...COMMISSION_CATEGORIES].sort());
    expect(rates).toMatchObject({ courses: 25, seeds: 7.5, tools: null, soil: null });
  });

  it('refuses a rate beside its field: above 50, negative, three decimals or words', () => {
    for (const bad of ['51', '-1', '7.555', 'ten']) {
      const parsed = categoryRatesSchema.safeParse({ 'rate-books': bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['rate-books'], message: 'affiliates.categoryRates.errors.rate' });
    }
  });

  it('has no rate for gifts to relief, which earn no commission', () => {
    expect(COMMISSION_CATEGORIES).not.toContain('relief');
    expect(COMMISSION_CATEGORIES).toContain('courses');
  });
});
