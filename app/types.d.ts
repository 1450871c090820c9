import 'react-router';
import type { Logger } from '~/utils/logger.server';

declare module 'react-router' {
  interface AppLoadContext {
    requestId: string;
    cspNonce: string;
    logger: Logger;
  }
}
