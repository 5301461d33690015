import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../../config.ts';

/** The addresses and CIDRs of TRUSTED_PROXIES, the one list both Fastify's `trustProxy` and header checks read. */
export const trustedProxiesOf = (config: Pick<Config, 'TRUSTED_PROXIES'>): string[] =>
  config.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Whether a socket address is one of the trusted proxies, whose own headers (a country, say) may be believed. */
export function createProxyTrust(config: Pick<Config, 'TRUSTED_PROXIES'>): (address: string | undefined) => boolean {
  const trusted = proxyAddr.compile(trustedProxiesOf(config));
  return (address) => trusted(address ?? '', 0);
}
