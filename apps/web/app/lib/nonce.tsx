import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext('');

/** The CSP nonce exists only on the server render; in the browser React keeps the attribute it hydrated. */
export const NonceProvider = ({ value, children }: { value: string; children: ReactNode }) => (
  <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
);
export const useNonce = () => useContext(NonceContext);
