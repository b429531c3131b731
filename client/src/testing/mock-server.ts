import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, graphql, isEnumType } from 'graphql';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import type { CurrentUser } from '../lib/current-user';
import { jsonResponse } from './graphql-fetch';

// A whole-app test's server (issue #36, every route in every language): the API's schema
// (schema.graphql) answering every query and mutation with made-up but well-formed data, by
// @graphql-tools/mock, so that any page renders as it would with a real answer. The data are the
// same from one render to the next (fixed scalars, each enum's first value), so that a page read
// in two languages differs only in its words.

/** The one string the made-up data hold: a text equal to it is data, not a word of the interface. */
export const MOCK_TEXT = 'Tobi';

const schema = buildSchema(readFileSync(join(__dirname, '../../../schema.graphql'), 'utf8'));

const enums = Object.fromEntries(
  Object.values(schema.getTypeMap())
    .filter(isEnumType)
    .filter((type) => !type.name.startsWith('__'))
    .map((type) => [type.name, () => type.getValues()[0].value]),
);

const scalars: IMocks = {
  String: () => MOCK_TEXT,
  ID: () => 'id-1',
  Int: () => 2,
  Float: () => 2.5,
  Boolean: () => false,
  DateTime: () => '2026-11-20T10:00:00.000Z',
};

/**
 * A fetch that answers /graphql from the mocked schema, `me` being `user` (null: a visitor). Both
 * of the app's clients (Apollo's HttpLink, lib/graphql-request.ts) go through it.
 */
// Texts with a form of their own: a month is 'yyyy-MM' (an expert's earnings), a time of day
// 'HH:mm' and a zone an IANA name (an expert's working hours).
const mocks: IMocks = {
  ...scalars,
  ...enums,
  EarningsMonth: () => ({ month: '2026-11' }),
  WeeklyHours: () => ({ startTime: '09:00', endTime: '17:00' }),
  Availability: () => ({ timeZone: 'Africa/Lagos' }),
};

export function mockServer(user: CurrentUser | null): typeof fetch {
  const mocked = addMocksToSchema({
    schema,
    mocks,
    resolvers: { Query: { me: () => user } },
  });
  return (async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
    const result = await graphql({ schema: mocked, source: body.query, variableValues: body.variables });
    return jsonResponse(result);
  }) as typeof fetch;
}
