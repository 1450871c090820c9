import type { AppLoadContext } from 'react-router';
import { getLogger } from '~/utils/logger.server';

export const testContext: AppLoadContext = {
  requestId: 'test-request',
  cspNonce: 'test-nonce',
  sharedPage: false,
  logger: getLogger(),
};

// Route handlers take React Router's generated argument types; any of them fits here.
type Handler = (args: never) => unknown;

/**
 * Calls a route's action or loader the way React Router does and normalises what
 * comes back (plain data, `data()` results, Responses) to { status, headers, data }.
 */
export async function callAction(handler: Handler, request: Request, params: Record<string, string> = {}) {
  let result: unknown;
  try {
    result = await handler({ request, params, context: testContext } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: result.status, headers: result.headers, data };
  }
  if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: unknown; init?: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  return { status: 200, headers: new Headers(), data: result };
}
