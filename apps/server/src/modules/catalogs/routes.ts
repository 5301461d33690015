import { catalogs } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { createProxyTrust } from '../../platform/http/trusted-proxies.ts';
import type { Registry } from '../../platform/registry.ts';
import { getCatalog } from './get-catalog.ts';
import { getCity } from './get-city.ts';
import { getCountry } from './get-country.ts';
import { getLocation } from './get-location.ts';
import { listCatalogs } from './list-catalogs.ts';
import { listCities } from './list-cities.ts';
import { listContinentCountries } from './list-continent-countries.ts';
import { listCountries } from './list-countries.ts';
import { listCountryCities } from './list-country-cities.ts';
import { listKeywords } from './list-keywords.ts';
import { listLanguages } from './list-languages.ts';
import { listSpecializations } from './list-specializations.ts';
import { listTopCities } from './list-top-cities.ts';
import { listTopSpecializations } from './list-top-specializations.ts';
import { placeIndexOf } from './place-index.ts';

/** Reference data changes only with a deploy; browsers and proxies may keep it a while, per language. */
const cacheable = (reply: FastifyReply) =>
  reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');

export const catalogRoutes =
  ({ db, config, registry }: { db: Db; config: Config; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    const isTrustedProxy = createProxyTrust(config);
    const places = placeIndexOf(db);

    /** The visitor's country: the proxy's header only when the socket is a trusted proxy, else the language's region. */
    const locationOf = (req: FastifyRequest) => {
      const header = config.COUNTRY_HEADER;
      const fromTrustedProxy = header !== undefined && isTrustedProxy(req.socket.remoteAddress);
      const value = fromTrustedProxy ? req.headers[header] : undefined;
      return getLocation({
        actor: req.actor,
        proxyCountry: typeof value === 'string' ? value : null,
        acceptLanguage: req.headers['accept-language'],
      });
    };

    route(app, catalogs.listCatalogs, async (req, reply) => {
      cacheable(reply);
      return { data: await listCatalogs({ actor: req.actor, input: req.query, db }) };
    });
    route(app, catalogs.getCatalog, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await getCatalog({ actor: req.actor, input: req.params, db }) } };
    });
    route(app, catalogs.listTopContinentCountries, async (req, reply) => {
      cacheable(reply);
      return {
        data: {
          list: await listContinentCountries({
            actor: req.actor,
            input: { continent_id: req.params.id, top: true },
            db,
          }),
        },
      };
    });
    route(app, catalogs.listContinentCountries, async (req, reply) => {
      cacheable(reply);
      return {
        data: {
          list: await listContinentCountries({
            actor: req.actor,
            input: { continent_id: req.params.id, top: false },
            db,
          }),
        },
      };
    });
    route(app, catalogs.listCountries, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await listCountries({ actor: req.actor, input: req.query, db }) } };
    });
    route(app, catalogs.getCountryBySlug, async (req, reply) => {
      cacheable(reply);
      return { data: await getCountry({ actor: req.actor, input: { slug: req.params.slug }, db }) };
    });
    route(app, catalogs.getCountry, async (req, reply) => {
      cacheable(reply);
      return { data: await getCountry({ actor: req.actor, input: { id: req.params.id }, db }) };
    });
    route(app, catalogs.listCountryCities, async (req, reply) => {
      cacheable(reply);
      return {
        data: {
          list: await listCountryCities({
            actor: req.actor,
            input: { ...req.query, country_id: req.params.id },
            db,
            places,
          }),
        },
      };
    });
    route(app, catalogs.listCities, async (req, reply) => {
      const visitorCountry = locationOf(req).country_code;
      const list = await listCities({ actor: req.actor, input: req.query, db, places, visitorCountry });
      cacheable(reply);
      // The order depends on the visitor's country too, so caches keep one answer per country.
      if (config.COUNTRY_HEADER) reply.header('vary', `accept-language, ${config.COUNTRY_HEADER}`);
      return { data: { list } };
    });
    route(app, catalogs.listTopCities, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await listTopCities({ actor: req.actor, input: req.query, db, registry }) } };
    });
    route(app, catalogs.getCityBySlug, async (req, reply) => {
      cacheable(reply);
      return { data: await getCity({ actor: req.actor, input: { slug: req.params.slug }, db }) };
    });
    route(app, catalogs.getCity, async (req, reply) => {
      cacheable(reply);
      return { data: await getCity({ actor: req.actor, input: { id: req.params.id }, db }) };
    });
    route(app, catalogs.listSpecializations, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await listSpecializations({ actor: req.actor, input: req.query, db }) } };
    });
    route(app, catalogs.listTopSpecializations, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await listTopSpecializations({ actor: req.actor, input: req.query, db, registry }) } };
    });
    route(app, catalogs.listKeywords, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await listKeywords({ actor: req.actor, input: req.query, db }) } };
    });
    route(app, catalogs.listLanguages, async (req, reply) => {
      cacheable(reply);
      return { data: { list: await listLanguages({ actor: req.actor, db }) } };
    });
    route(app, catalogs.listSeniority, async (req, reply) => {
      cacheable(reply);
      const list = await getCatalog({ actor: req.actor, input: { key: 'seniority' }, db });
      // The seniority catalog holds options ({ key, name }) only; the guard narrows the catalogs' shared entry type.
      return { data: { list: list.filter((entry) => 'key' in entry) } };
    });
    route(app, catalogs.getLocation, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: locationOf(req) };
    });
  };
