import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ASSETS = fileURLToPath(new URL('../../../../web/build/client/assets', import.meta.url));

/** The largest script of the build (React DOM's entry): the one that matters most on the wire. */
function largestScript() {
  const scripts = existsSync(ASSETS) ? readdirSync(ASSETS).filter((name) => name.endsWith('.js')) : [];
  const name = scripts.sort((a, b) => statSync(join(ASSETS, b)).size - statSync(join(ASSETS, a)).size)[0];
  if (!name) throw new Error(`no web build at ${ASSETS}: run "npm run build" first`);
  return { url: `/assets/${name}`, path: join(ASSETS, name) };
}

describe('the web build’s assets, compressed at build time', () => {
  let t: TestApp;
  const asset = largestScript();
  const original = readFileSync(asset.path);
  beforeAll(async () => {
    t = await createTestApp({}, { web: true });
  });

  it('are written beside each asset, brotli and gzip, smaller than the file', () => {
    expect(existsSync(`${asset.path}.br`), 'no .br: the build runs scripts/compress-web-assets.mjs').toBe(true);
    expect(readFileSync(`${asset.path}.br`).length).toBeLessThan(original.length);
    expect(readFileSync(`${asset.path}.gz`).length).toBeLessThan(original.length);
  });

  it('answer a client accepting brotli with the brotli file: its bytes, decoding to the asset', async () => {
    const response = await t.app.inject({ url: asset.url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(`${asset.path}.br`))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).equals(original)).toBe(true);
  });

  it('answer a client accepting only gzip with the gzip file, and one accepting neither with the asset itself', async () => {
    const gzip = await t.app.inject({ url: asset.url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(`${asset.path}.gz`))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const plain = await t.app.inject({ url: asset.url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('do not serve the compressed copies at addresses of their own', async () => {
    const response = await t.app.inject({ url: `${asset.url}.br`, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
  });

  it('leave pages compressed on the fly as before', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
  });
});
