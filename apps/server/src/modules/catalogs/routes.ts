import proxyAddr from '@fastify/proxy-addr';
import {
  ZCatalogKeyParams,
  ZGetCatalogResponse,
  ZGetCityResponse,
  ZGetCountryResponse,
  ZIdParams,
  ZListCatalogsQuery,
  ZListCatalogsResponse,
  ZListCitiesQuery,
  ZListCitiesResponse,
  ZListCountriesQuery,
  ZListCountriesResponse,
  ZListCountryCitiesQuery,
  ZListKeywordsQuery,
  ZListKeywordsResponse,
  ZListLanguagesResponse,
  ZListOptionsResponse,
  ZListSpecializationsQuery,
  ZListSpecializationsResponse,
  ZLocationResponse,
  ZSlugParams,
  ZTopCitiesQuery,
  ZTopSpecializationsQuery,
} from '@hushwork/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { getLocation } from './get-location.ts';
import { getCity, getCountry } from './get-place.ts';
import { getCatalog, listCatalogs } from './list-catalogs.ts';
import { listKeywords, listSpecializations, listTopSpecializations } from './list-lookups.ts';
import { listCities, listContinentCountries, listCountries, listCountryCities, listTopCities } from './list-places.ts';
import { referenceRepo } from './reference.repo.ts';

const tags = ['catalogs'];

/** Reference data changes only with a deploy; browsers and proxies may keep it a while, per language. */
const cacheable = (reply: FastifyReply) =>
  reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');

export const catalogRoutes =
  ({ db, config }: { db: Db; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const trusted = proxyAddr.compile(
      config.TRUSTED_PROXIES.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

    /** The visitor's country: the proxy's header only when the socket is a trusted proxy, else the language's region. */
    const locationOf = (req: FastifyRequest) => {
      const header = config.COUNTRY_HEADER;
      const fromTrustedProxy = header !== undefined && trusted(req.socket.remoteAddress ?? '', 0);
      const value = fromTrustedProxy ? req.headers[header] : undefined;
      return getLocation({
        actor: req.actor,
        proxyCountry: typeof value === 'string' ? value : null,
        acceptLanguage: req.headers['accept-language'],
      });
    };

    app.get(
      '/api/catalogs',
      { schema: { tags, querystring: ZListCatalogsQuery, response: { 200: ZListCatalogsResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: await listCatalogs({ actor: req.actor, db, keys: req.query.keys }) }),
    );
    app.get(
      '/api/catalogs/:key',
      { schema: { tags, params: ZCatalogKeyParams, response: { 200: ZGetCatalogResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: { list: await getCatalog({ actor: req.actor, db, key: req.params.key }) } }),
    );
    app.get(
      '/api/continents/:id/top-countries',
      { schema: { tags, params: ZIdParams, response: { 200: ZListCountriesResponse } } },
      async (req, reply) =>
        cacheable(reply).send({
          data: { list: await listContinentCountries({ actor: req.actor, db, continentId: req.params.id, top: true }) },
        }),
    );
    app.get(
      '/api/continents/:id/countries',
      { schema: { tags, params: ZIdParams, response: { 200: ZListCountriesResponse } } },
      async (req, reply) =>
        cacheable(reply).send({
          data: {
            list: await listContinentCountries({ actor: req.actor, db, continentId: req.params.id, top: false }),
          },
        }),
    );
    app.get(
      '/api/countries',
      { schema: { tags, querystring: ZListCountriesQuery, response: { 200: ZListCountriesResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: { list: await listCountries({ actor: req.actor, db, query: req.query }) } }),
    );
    app.get(
      '/api/countries/slug/:slug',
      { schema: { tags, params: ZSlugParams, response: { 200: ZGetCountryResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: await getCountry({ actor: req.actor, db, where: { slug: req.params.slug } }) }),
    );
    app.get(
      '/api/countries/:id',
      { schema: { tags, params: ZIdParams, response: { 200: ZGetCountryResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: await getCountry({ actor: req.actor, db, where: { id: req.params.id } }) }),
    );
    app.get(
      '/api/countries/:id/cities',
      {
        schema: {
          tags,
          params: ZIdParams,
          querystring: ZListCountryCitiesQuery,
          response: { 200: ZListCitiesResponse },
        },
      },
      async (req, reply) =>
        cacheable(reply).send({
          data: { list: await listCountryCities({ actor: req.actor, db, countryId: req.params.id, query: req.query }) },
        }),
    );
    app.get(
      '/api/cities',
      { schema: { tags, querystring: ZListCitiesQuery, response: { 200: ZListCitiesResponse } } },
      async (req, reply) => {
        const visitorCountry = locationOf(req).country_code;
        const list = await listCities({ actor: req.actor, db, query: req.query, visitorCountry });
        cacheable(reply);
        // The order depends on the visitor's country too, so caches keep one answer per country.
        if (config.COUNTRY_HEADER) reply.header('vary', `accept-language, ${config.COUNTRY_HEADER}`);
        return reply.send({ data: { list } });
      },
    );
    app.get(
      '/api/cities/top',
      { schema: { tags, querystring: ZTopCitiesQuery, response: { 200: ZListCitiesResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: { list: await listTopCities({ actor: req.actor, db, query: req.query }) } }),
    );
    app.get(
      '/api/cities/slug/:slug',
      { schema: { tags, params: ZSlugParams, response: { 200: ZGetCityResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: await getCity({ actor: req.actor, db, where: { slug: req.params.slug } }) }),
    );
    app.get(
      '/api/cities/:id',
      { schema: { tags, params: ZIdParams, response: { 200: ZGetCityResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: await getCity({ actor: req.actor, db, where: { id: req.params.id } }) }),
    );
    app.get(
      '/api/specializations',
      { schema: { tags, querystring: ZListSpecializationsQuery, response: { 200: ZListSpecializationsResponse } } },
      async (req, reply) =>
        cacheable(reply).send({
          data: { list: await listSpecializations({ actor: req.actor, db, query: req.query }) },
        }),
    );
    app.get(
      '/api/specializations/top',
      { schema: { tags, querystring: ZTopSpecializationsQuery, response: { 200: ZListSpecializationsResponse } } },
      async (req, reply) =>
        cacheable(reply).send({
          data: { list: await listTopSpecializations({ actor: req.actor, db, query: req.query }) },
        }),
    );
    app.get(
      '/api/keywords',
      { schema: { tags, querystring: ZListKeywordsQuery, response: { 200: ZListKeywordsResponse } } },
      async (req, reply) =>
        cacheable(reply).send({ data: { list: await listKeywords({ actor: req.actor, db, query: req.query }) } }),
    );
    app.get('/api/languages', { schema: { tags, response: { 200: ZListLanguagesResponse } } }, async (req, reply) =>
      cacheable(reply).send({ data: { list: await referenceRepo.listLanguages(db, req.actor.locale) } }),
    );
    app.get('/api/seniority', { schema: { tags, response: { 200: ZListOptionsResponse } } }, async (req, reply) =>
      cacheable(reply).send({
        data: {
          list: (await getCatalog({ actor: req.actor, db, key: 'seniority' })) as { key: string; name: string }[],
        },
      }),
    );
    app.get('/api/location', { schema: { tags, response: { 200: ZLocationResponse } } }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: locationOf(req) };
    });
  };
