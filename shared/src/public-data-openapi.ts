/**
 * The public data API's OpenAPI 3.1 document (served at GET /api/public/v1/openapi.json). Its parameters come from
 * the constants the listing parser checks with, and its schemas follow the answer types closely enough to refuse any
 * other field: the cms tests validate every answer against them, so neither can change without the other.
 */
import {
  AREA_LISTING_QUERY_DEFAULTS,
  AREA_LISTING_SORTS,
  AREA_LISTING_STATUSES,
  AREA_LISTINGS_MAX_PAGE,
  AREA_LISTINGS_MAX_PAGE_SIZE,
  DEMAND_LEVELS,
  INVENTORY_LEVELS,
  PROPERTY_ANALYTICS_MESSAGES,
  PROPERTY_AREAS,
  PROPERTY_SERIES_MONTHS,
  PUBLIC_API_BASE,
  PUBLIC_API_HOURLY_LIMIT,
  PUBLIC_API_KEY_HEADER,
  PUBLIC_API_MESSAGES,
} from './property-analytics';
import { PROPERTY_TYPES } from './property-listings';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) or any other part of the document, as plain JSON. */
export type OpenApiObject = { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, OpenApiObject>>;
  components: {
    securitySchemes: Record<string, OpenApiObject>;
    schemas: Record<string, OpenApiObject>;
    headers: Record<string, OpenApiObject>;
    responses: Record<string, OpenApiObject>;
  };
}

/** The document's own path (relative to the server, like every path in it). */
export const PUBLIC_DATA_OPENAPI_PATH = '/openapi.json';
/** The document changes only with a release, so caches may keep it for an hour. */
export const PUBLIC_DATA_OPENAPI_CACHE_CONTROL = 'public, max-age=3600';

const API_KEY_SCHEME = 'apiKey';
const ref = (kind: keyof OpenApiDocument['components'], name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});
const schemaRef = (name: string) => ref('schemas', name);

const text = { type: 'string' };
const count = { type: 'integer', minimum: 0 };
const wholeOrNull = { type: ['integer', 'null'] };
const numberOrNull = { type: ['number', 'null'] };
const isoTime = { type: 'string', format: 'date-time' };
const areaIds = PROPERTY_AREAS.map((area) => area.id);

/** An object of exactly these fields, every one of them present. */
const exactObject = (properties: Record<string, OpenApiObject>): OpenApiObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

// AreaDetail repeats these fields rather than extending AreaStatistics: additionalProperties cannot see through allOf.
const areaStatisticsFields: Record<string, OpenApiObject> = {
  id: { type: 'string', enum: areaIds },
  name: text,
  label: {
    ...text,
    description: "'Frogner, Oslo' for a district, 'Oslo' for a city.",
  },
  city: text,
  parentId: {
    type: ['string', 'null'],
    description: "The city's area id for a district, null for a city.",
  },
  pricePerSqm: {
    ...wholeOrNull,
    description: 'Median asking price per m² (NOK) of the homes for sale published in the last 90 days.',
  },
  trendPct: {
    ...numberOrNull,
    description: 'Change of that median against the 90 days before, in percent (one decimal).',
  },
  listings: {
    ...count,
    description: 'Homes for sale now (published, not sold).',
  },
  daysOnMarket: {
    ...wholeOrNull,
    description: 'Median days from publishing to sale of the homes sold in the last 90 days.',
  },
  sold90d: { ...count, description: 'Homes sold in the last 90 days.' },
  monthsOfSupply: {
    ...numberOrNull,
    description: 'Homes for sale divided by the homes sold per month over the last 90 days.',
  },
  inventoryLevel: { enum: [...INVENTORY_LEVELS, null] },
  viewsPerDay: {
    ...numberOrNull,
    description: 'Mean views per day on the market of the homes for sale now.',
  },
  buyerDemand: {
    enum: [...DEMAND_LEVELS, null],
    description: 'Views per day against the median of all areas.',
  },
  rentPerSqm: {
    ...wholeOrNull,
    description: 'Median monthly rent per m² (NOK) of the rent listings of the last 12 months.',
  },
  grossYieldPct: {
    ...numberOrNull,
    description: 'rentPerSqm × 12 ÷ pricePerSqm, in percent (one decimal).',
  },
};

const schemas: Record<string, OpenApiObject> = {
  AreaStatistics: {
    ...exactObject(areaStatisticsFields),
    description: "One area's current figures; null where no listing gives one.",
  },
  AreaMonth: exactObject({
    month: {
      type: 'string',
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
      description: 'The calendar month in Europe/Oslo.',
    },
    pricePerSqm: wholeOrNull,
    newListings: count,
    sold: count,
    daysOnMarket: wholeOrNull,
  }),
  AreaTypeFigures: exactObject({
    type: { type: 'string', enum: [...PROPERTY_TYPES] },
    listings: count,
    pricePerSqm: wholeOrNull,
  }),
  AreaDetail: {
    ...exactObject({
      ...areaStatisticsFields,
      series: {
        type: 'array',
        items: schemaRef('AreaMonth'),
        minItems: PROPERTY_SERIES_MONTHS,
        maxItems: PROPERTY_SERIES_MONTHS,
      },
      propertyTypes: { type: 'array', items: schemaRef('AreaTypeFigures') },
    }),
    description: 'The figures of AreaStatistics, the last 12 months (the current one last) and the homes for sale by type.',
  },
  MarketOverview: {
    ...exactObject({
      listings: count,
      pricePerSqm: wholeOrNull,
      trendPct: numberOrNull,
      daysOnMarket: wholeOrNull,
      sold90d: count,
    }),
    description: 'The cities together (so no listing counts twice).',
  },
  AreaListing: exactObject({
    finnCode: text,
    title: text,
    address: text,
    postalCode: text,
    city: text,
    areaLabel: text,
    propertyType: { type: 'string', enum: [...PROPERTY_TYPES] },
    price: {
      ...numberOrNull,
      description: 'Asking price (NOK), or monthly rent for a rent listing.',
    },
    livingArea: { type: 'number', exclusiveMinimum: 0 },
    pricePerSqm: wholeOrNull,
    bedrooms: count,
    views: count,
    listedAt: isoTime,
    soldAt: { ...isoTime, type: ['string', 'null'] },
    daysOnMarket: count,
    image: {
      type: ['string', 'null'],
      description: "The card picture's address, or null.",
    },
    url: {
      type: 'string',
      format: 'uri-reference',
      description: "The listing's page on the platform.",
    },
  }),
  AreasAnswer: exactObject({
    data: { type: 'array', items: schemaRef('AreaStatistics') },
    meta: exactObject({
      overview: schemaRef('MarketOverview'),
      computedAt: isoTime,
    }),
  }),
  AreaAnswer: exactObject({
    data: schemaRef('AreaDetail'),
    meta: { type: 'object', additionalProperties: false },
  }),
  ListingsAnswer: exactObject({
    data: {
      type: 'array',
      items: schemaRef('AreaListing'),
      maxItems: AREA_LISTINGS_MAX_PAGE_SIZE,
    },
    meta: exactObject({
      total: count,
      page: { type: 'integer', minimum: 1, maximum: AREA_LISTINGS_MAX_PAGE },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: AREA_LISTINGS_MAX_PAGE_SIZE,
      },
    }),
  }),
};

/** Strapi's error answer, `{ data: null, error: { status, name, message, details } }`, for one status. */
function errorAnswer(status: number, message: OpenApiObject): OpenApiObject {
  const error = exactObject({ status: { const: status }, name: text, message });
  return exactObject({
    data: { type: 'null' },
    error: {
      ...error,
      // Absent where the refusal has nothing to add (a missing or unknown key).
      properties: {
        ...(error.properties as OpenApiObject),
        details: { type: 'object', description: 'What the refusal adds, if anything.' },
      },
    },
  });
}

const json = (schema: OpenApiObject) => ({ 'application/json': { schema } });
const errorResponse = (status: number, description: string, message: OpenApiObject, headers?: Record<string, OpenApiObject>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(errorAnswer(status, message)),
});

const rateLimitHeaders = {
  'RateLimit-Limit': ref('headers', 'RateLimit-Limit'),
  'RateLimit-Remaining': ref('headers', 'RateLimit-Remaining'),
  'RateLimit-Reset': ref('headers', 'RateLimit-Reset'),
};

interface DataOperation {
  operationId: string;
  summary: string;
  /** The schema of the 200 answer. */
  answer: string;
  parameters?: OpenApiObject[];
  /** The refusals of this call besides the ones every call shares. */
  refusals?: Record<number, OpenApiObject>;
}

/** A data call: the key, its 200 answer with the rate-limit headers, and the refusals every call shares. */
function dataOperation({ operationId, summary, answer, parameters, refusals }: DataOperation): OpenApiObject {
  return {
    operationId,
    summary,
    tags: ['Property analytics'],
    ...(parameters ? { parameters } : {}),
    responses: {
      200: {
        description: 'The answer, as `{ data, meta }`.',
        headers: rateLimitHeaders,
        content: json(schemaRef(answer)),
      },
      ...refusals,
      401: ref('responses', 'Unauthorized'),
      403: ref('responses', 'Forbidden'),
      429: ref('responses', 'TooManyRequests'),
    },
  };
}

const query = (name: string, description: string, schema: OpenApiObject) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/**
 * The document, with the hourly limit this server applies on standard plans (PUBLIC_API_RATE_LIMIT, else the spec's
 * PUBLIC_API_HOURLY_LIMIT): it is in the description, the RateLimit-Limit header and the 429 message.
 */
export function publicDataOpenApi({ hourlyLimit = PUBLIC_API_HOURLY_LIMIT }: { hourlyLimit?: number } = {}): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Property analytics data API',
      version: '1.0.0',
      description: [
        'The figures of the property analytics product (Eiendomsanalyse) for other systems: the statistics of each area,',
        'one area in detail with its last 12 months, and the stored listings.',
        `Every call needs an API key of the product, sent in the ${PUBLIC_API_KEY_HEADER} header, and its holder's access`,
        `to the product. Standard plans allow ${hourlyLimit} requests per hour and key holder (all their keys together),`,
        'an enterprise plan has no limit; a limited answer carries the RateLimit-Limit, RateLimit-Remaining and',
        'RateLimit-Reset headers, and a refused one 429 with Retry-After. Messages are in Norwegian.',
      ].join(' '),
    },
    servers: [{ url: PUBLIC_API_BASE, description: 'This server' }],
    security: [{ [API_KEY_SCHEME]: [] }],
    paths: {
      '/areas': {
        get: dataOperation({
          operationId: 'listAreas',
          summary: 'The current figures of every area, and the cities together',
          answer: 'AreasAnswer',
        }),
      },
      '/areas/{id}': {
        get: dataOperation({
          operationId: 'getArea',
          summary: "One area's figures, its last 12 months and its homes for sale by type",
          answer: 'AreaAnswer',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: 'The area id.',
              schema: { type: 'string', examples: areaIds },
            },
          ],
          refusals: {
            404: errorResponse(
              404,
              'No area has this id (the call still counts).',
              { const: PROPERTY_ANALYTICS_MESSAGES.unknownArea },
              rateLimitHeaders,
            ),
          },
        }),
      },
      '/listings': {
        get: dataOperation({
          operationId: 'listListings',
          summary: 'The stored listings of an area (or every area), sorted and paged',
          answer: 'ListingsAnswer',
          parameters: [
            query('area', 'An area id; every area when left out.', {
              type: 'string',
              enum: areaIds,
            }),
            query('status', 'For sale now, sold, or both.', {
              type: 'string',
              enum: [...AREA_LISTING_STATUSES],
              default: AREA_LISTING_QUERY_DEFAULTS.status,
            }),
            query('sort', 'The order of the listings.', {
              type: 'string',
              enum: [...AREA_LISTING_SORTS],
              default: AREA_LISTING_QUERY_DEFAULTS.sort,
            }),
            query('page', 'The page, from 1.', {
              type: 'integer',
              minimum: 1,
              maximum: AREA_LISTINGS_MAX_PAGE,
              default: AREA_LISTING_QUERY_DEFAULTS.page,
            }),
            query('pageSize', 'Listings per page.', {
              type: 'integer',
              minimum: 1,
              maximum: AREA_LISTINGS_MAX_PAGE_SIZE,
              default: AREA_LISTING_QUERY_DEFAULTS.pageSize,
            }),
          ],
          refusals: {
            400: errorResponse(
              400,
              'A parameter outside its allowed values (the call still counts).',
              { enum: [PROPERTY_ANALYTICS_MESSAGES.badListingQuery, PROPERTY_ANALYTICS_MESSAGES.unknownArea] },
              rateLimitHeaders,
            ),
          },
        }),
      },
      [PUBLIC_DATA_OPENAPI_PATH]: {
        get: {
          operationId: 'getOpenApiDocument',
          summary: 'This document',
          description: 'Open to anyone: it describes the API and holds no data.',
          tags: ['Documentation'],
          security: [],
          responses: {
            200: {
              description: 'The OpenAPI 3.1 document.',
              headers: {
                'Cache-Control': {
                  description: 'The document may be cached.',
                  schema: { const: PUBLIC_DATA_OPENAPI_CACHE_CONTROL },
                },
              },
              content: json({
                type: 'object',
                required: ['openapi', 'info', 'paths'],
                properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
              }),
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        [API_KEY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: PUBLIC_API_KEY_HEADER,
          description: 'A key of the property analytics product, made on its API page; shown once when made.',
        },
      },
      schemas,
      headers: {
        'RateLimit-Limit': {
          description: 'Requests allowed per hour.',
          schema: { type: 'integer', const: hourlyLimit },
        },
        'RateLimit-Remaining': {
          description: 'Requests left in this hour.',
          schema: { type: 'integer', minimum: 0, maximum: hourlyLimit },
        },
        'RateLimit-Reset': {
          description: 'Seconds until the hour starts anew.',
          schema: { type: 'integer', minimum: 0, maximum: 3600 },
        },
      },
      responses: {
        Unauthorized: errorResponse(401, 'No key, an unknown or revoked key, or a key of another product.', text),
        Forbidden: errorResponse(403, "The key's holder has no access to the product (any more).", text),
        TooManyRequests: errorResponse(
          429,
          'The hourly limit is used up.',
          { const: PUBLIC_API_MESSAGES.rateLimited(hourlyLimit) },
          {
            ...rateLimitHeaders,
            'Retry-After': {
              required: true,
              description: 'Seconds until a request is allowed again.',
              schema: { type: 'integer', minimum: 1, maximum: 3600 },
            },
          },
        ),
      },
    },
  };
}
