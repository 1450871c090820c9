import { describe, expect, it } from 'vitest';
import { certificateRefusalSchema, VENDOR_MESSAGE_LIMITS, vendorMessageSchema } from './vendor-messages.schema';

describe('vendorMessageSchema', () => {
  it('keeps the text as written, trimmed at its ends only', () => {
    expect(vendorMessageSchema.parse({ body: '  Line one\n\n  indented <b>not html</b>  ' })).toEqual({
      body: 'Line one\n\n  indented <b>not html</b>',
    });
  });

  it('refuses an empty or blank message', () => {
    for (const body of ['', '   \n  ']) {
      const parsed = vendorMessageSchema.safeParse({ body });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('vendors.messages.errors.bodyRequired');
    }
  });

  it('takes 5000 characters and refuses 5001', () => {
    expect(vendorMessageSchema.safeParse({ body: 'a'.repeat(VENDOR_MESSAGE_LIMITS.body.max) }).success).toBe(true);
    const parsed = vendorMessageSchema.safeParse({ body: 'a'.repeat(VENDOR_MESSAGE_LIMITS.body.max + 1) });
    expect(parsed.error?.issues[0]?.message).toBe('vendors.messages.errors.bodyTooLong');
  });
});

describe('certificateRefusalSchema', () => {
  it('needs a reason the vendor can act on', () => {
    expect(certificateRefusalSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      'vendors.renewals.errors.reasonRequired',
    );
    expect(certificateRefusalSchema.parse({ reason: ' The file is unreadable. ' })).toEqual({
      reason: 'The file is unreadable.',
    });
  });
});
