import { serializeCookie } from '~/utils/cookies';
import { FLASH_COOKIE, type Flash } from './flash';

export function flashCookie(flash: Flash, request: Request): string {
  return serializeCookie(FLASH_COOKIE, JSON.stringify(flash), {
    maxAgeSeconds: 60,
    sameSite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  });
}
