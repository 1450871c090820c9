import { createContext, useContext } from 'react';

// The CSP nonce of the current response. Only the server knows it; browsers hide
// nonce attributes from scripts, so on the client it is an empty string.
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
