import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { recordStrings } from '~/i18n/page-strings.server';
import { TranslatorContext } from '~/i18n/use-translation';
import { coalesceWrites, lowerModulePreloads } from '~/utils/coalesce-writes.server';
import { NonceProvider } from '~/utils/nonce';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // This render's own view of the language's translator: it notes the keys the page uses, and the
  // page ends with their strings for the browser (decision 0062), after anything streamed late.
  const { translator, pageStrings } = recordStrings((await getRequestLanguage(request)).i18n);
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode get the whole document at once; browsers get a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslatorContext.Provider value={translator}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TranslatorContext.Provider>
      </NonceProvider>,
      {
        nonce,
        // React moves a finished Suspense boundary out of place (a hidden element that a script
        // puts back) once 12.8 kB of the page has gone before it; our shell is larger than that,
        // so any Suspense part of a page would show nothing without JavaScript. A boundary that
        // has finished is written where it stands; one still waiting streams.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = coalesceWrites(lowerModulePreloads, pageStrings);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; earlier ones reach handleError.
          if (shellRendered) loadContext.logger.error({ err: error, requestId: loadContext.requestId }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as AppLoadContext | undefined)?.logger;
  const requestId = (context as AppLoadContext | undefined)?.requestId;
  // React Router's own 4xx answers (a POST to a page without an action) are the client's
  // mistake, not ours: the request's log line records them; an error line would page someone.
  const isClientError = isRouteErrorResponse(error) && error.status < 500;
  if (logger) logger[isClientError ? 'info' : 'error']({ err: error, requestId, url: request.url }, 'request error');
  else if (!isClientError) console.error(error);
};
