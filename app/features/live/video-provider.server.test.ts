import { TokenVerifier } from 'livekit-server-sdk';
import { describe, expect, it } from 'vitest';
import { createLiveKitProvider, liveKitRoomName } from './livekit-provider.server';
import { CREDENTIAL_GRACE_SECONDS } from './video-provider';
import { liveKitConnectSources } from './video-provider.server';
import { createWebRtcProvider, turnRestCredentials } from './webrtc-provider.server';

const now = new Date('2026-11-25T18:00:00Z');
const closesAt = new Date('2026-11-25T19:30:00Z');
const request = { classId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', userId: 'user-1', name: 'Rosa B.', closesAt, now };

describe('the built-in WebRTC provider', () => {
  it('hands out no ICE servers when none are configured (browsers on one network)', async () => {
    const provider = createWebRtcProvider({ stunUrls: [], turnUrls: [] });
    expect(await provider.joinDetails({ ...request, isHost: false })).toEqual({ kind: 'webrtc', iceServers: [] });
  });

  it('gives STUN as configured and a fixed TURN account as configured', async () => {
    const provider = createWebRtcProvider({
      stunUrls: ['stun:stun.example.org:3478'],
      turnUrls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
      turnUsername: 'verde',
      turnCredential: 'relay-password',
    });
    expect(await provider.joinDetails({ ...request, isHost: false })).toEqual({
      kind: 'webrtc',
      iceServers: [
        { urls: ['stun:stun.example.org:3478'] },
        {
          urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
          username: 'verde',
          credential: 'relay-password',
        },
      ],
    });
  });

  it('makes TURN passwords from a shared secret that expire after the room closes', async () => {
    const provider = createWebRtcProvider({
      stunUrls: [],
      turnUrls: ['turn:turn.example.org'],
      turnSecret: 'north-wind-shared-secret',
    });
    const details = await provider.joinDetails({ ...request, isHost: false });
    if (details.kind !== 'webrtc') throw new Error('expected WebRTC');
    const turn = details.iceServers[0];
    const expiry = Number(turn?.username?.split(':')[0]);
    expect(expiry).toBe(closesAt.getTime() / 1000 + CREDENTIAL_GRACE_SECONDS);
    expect(turn?.username).toBe(`${expiry}:user-1`);
    expect(turn?.credential).toBe(
      turnRestCredentials({ secret: 'north-wind-shared-secret', userId: 'user-1', expiresAt: new Date(expiry * 1000) })
        .credential,
    );
    // coturn's check: base64(HMAC-SHA1(secret, "expiry:user")), a fixed vector.
    expect(
      turnRestCredentials({ secret: 'north-wind-shared-secret', userId: 'user-1', expiresAt: new Date(1_764_000_000_000) }),
    ).toEqual({ username: '1764000000:user-1', credential: 'RWdxgPnHtNoMLCkmaimneDgVkbk=' });
  });
});

describe('the LiveKit provider', () => {
  const settings = { url: 'wss://live.example.org', apiKey: 'APIverde', apiSecret: 'a-livekit-api-secret-of-32-chars-or-more' };

  it('issues a token for this class room only, which the LiveKit server can verify', async () => {
    const provider = createLiveKitProvider(settings);
    const details = await provider.joinDetails({
      ...request,
      isHost: false,
      now: new Date(),
      closesAt: new Date(Date.now() + 3_600_000),
    });
    if (details.kind !== 'livekit') throw new Error('expected LiveKit');
    expect(details.url).toBe('wss://live.example.org');
    expect(details.roomName).toBe(liveKitRoomName(request.classId));
    const claims = await new TokenVerifier(settings.apiKey, settings.apiSecret).verify(details.token);
    expect(claims.sub).toBe('user-1');
    expect(claims.name).toBe('Rosa B.');
    expect(claims.video).toMatchObject({
      room: `class-${request.classId}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
      roomAdmin: false,
      roomCreate: false,
      roomList: false,
    });
    expect(JSON.parse(claims.metadata ?? '{}')).toEqual({ role: 'learner' });
    // Valid until the room closes, with a short grace, not for days.
    const lifetime = (claims.exp ?? 0) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(3600);
    expect(lifetime).toBeLessThanOrEqual(3600 + CREDENTIAL_GRACE_SECONDS + 5);
    // A token signed with another secret is refused.
    await expect(
      new TokenVerifier(settings.apiKey, 'another-secret-of-thirty-two-characters').verify(details.token),
    ).rejects.toThrow();
  });

  it('lets the instructor administer the room', async () => {
    const details = await createLiveKitProvider(settings).joinDetails({
      ...request,
      isHost: true,
      now: new Date(),
      closesAt: new Date(Date.now() + 600_000),
    });
    if (details.kind !== 'livekit') throw new Error('expected LiveKit');
    const claims = await new TokenVerifier(settings.apiKey, settings.apiSecret).verify(details.token);
    expect(claims.video?.roomAdmin).toBe(true);
    expect(JSON.parse(claims.metadata ?? '{}')).toEqual({ role: 'instructor' });
  });

  it('names the server in the page policy, socket and https', () => {
    expect(liveKitConnectSources('wss://live.example.org:7880/')).toEqual([
      'wss://live.example.org:7880',
      'https://live.example.org:7880',
    ]);
    expect(liveKitConnectSources(undefined)).toEqual([]);
  });
});
