import 'react-router';
import type { Logger } from '~/utils/logger.server';

declare module 'react-router' {
  interface AppLoadContext {
    requestId: string;
    cspNonce: string;
    /**
     * This render may be stored by the page cache and served to other visitors (see
     * server/page-cache.ts): it must not show anything from the cart cookie.
     */
    sharedPage: boolean;
    logger: Logger;
  }
}
