import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('gives safe local defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.SITE_NAME).toBe('Verde Living');
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(env.SUPPORT_EMAIL).toBe('support@verde-living.example');
  });

  it('reads the support desk’s address, and refuses one that is not an address', () => {
    expect(parseEnv({ SUPPORT_EMAIL: ' help@verde.example.org ' }).SUPPORT_EMAIL).toBe('help@verde.example.org');
    expect(() => parseEnv({ SUPPORT_EMAIL: 'the support desk' })).toThrow(/SUPPORT_EMAIL="the support desk" is invalid/);
  });

  it('points SITE_URL at the local port when it is not set, and keeps it when it is', () => {
    expect(parseEnv({ PORT: '3917' }).SITE_URL).toBe('http://localhost:3917');
    expect(parseEnv({ PORT: '3917', SITE_URL: 'https://verde.example.org' }).SITE_URL).toBe('https://verde.example.org');
  });

  it('names the variable and what it expects when a value is bad', () => {
    const attempt = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_URL: 'http://shop.example.org' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty" is invalid: expected a port number');
      expect(message).toContain('DATABASE_URL="mysql://x" is invalid: expected a postgres:// connection URL');
      expect(message).toContain('SITE_URL="http://shop.example.org" is invalid: expected an https:// URL');
    }
  });

  it('accepts a real configuration', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/verde',
      SITE_URL: 'https://verde.example.org/',
      SEED_DEMO_CONTENT: 'false',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgres://app@db:5432/verde');
    expect(env.SITE_URL).toBe('https://verde.example.org');
    expect(env.SEED_DEMO_CONTENT).toBe(false);
  });

  it('reads the live video settings, and refuses half of one', () => {
    const env = parseEnv({
      WEBRTC_STUN_URLS: 'stun:stun.example.org:3478, stun:stun2.example.org',
      WEBRTC_TURN_URLS: 'turns:turn.example.org:5349?transport=tcp',
      WEBRTC_TURN_SECRET: 'a-long-shared-turn-secret',
    });
    expect(env.WEBRTC_STUN_URLS).toEqual(['stun:stun.example.org:3478', 'stun:stun2.example.org']);
    expect(env.WEBRTC_TURN_URLS).toEqual(['turns:turn.example.org:5349?transport=tcp']);
    expect(parseEnv({}).WEBRTC_STUN_URLS).toEqual([]);
    expect(() => parseEnv({ WEBRTC_STUN_URLS: 'https://stun.example.org' })).toThrow(/WEBRTC_STUN_URLS.*stun: addresses/);
    expect(() => parseEnv({ WEBRTC_TURN_URLS: 'turn:turn.example.org' })).toThrow(/WEBRTC_TURN_URLS needs WEBRTC_TURN_SECRET/);
    expect(() => parseEnv({ LIVEKIT_URL: 'wss://live.example.org' })).toThrow(/go together: set all three/);
    expect(() => parseEnv({ WEBRTC_TURN_USERNAME: 'verde' })).toThrow(/set both, or neither/);
  });
});
