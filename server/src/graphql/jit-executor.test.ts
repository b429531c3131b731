// The compiled path must answer exactly as graphql-js does: same data, same errors (messages,
// codes, paths), same refusals of bad variables. Most operations below are run three times through
// Apollo with the app's schema and error formatter, compiling from the second request on
// (`compileAfter: 1`): the first run is graphql-js's, the later ones graphql-jit's.
import 'reflect-metadata';
import { Writable } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import {
  CONDITIONS,
  CONDITION_INFO,
  DEFAULT_CRISIS_RESOURCES,
  MAX_SCORE,
  expertsFor,
  tipsFor,
  type Condition,
} from '../content/index.js';
import { createLogger } from '../logger.js';
import { answersRule } from '../modules/assessment/assessment.scoring.js';
import { parseInput } from '../validation.js';
import { createErrorFormatter } from './errors.js';
import { jitGateway, type JitExecutorOptions } from './jit-executor.js';
import { createSchema } from './schema.js';

const TEST_HISTORY = `query TestHistory { testHistory { id condition title score maxScore severity evaluation createdAt tips
  needsCrisisSupport crisisResources { name contact url } recommendedExperts { id name specialization contact field } } }`;

const createdAt = new Date('2026-11-20T10:00:00.000Z');
const views = CONDITIONS.slice(0, 3).map((condition, i) => ({
  id: `64b0000000000000000000${10 + i}`,
  condition,
  title: CONDITION_INFO[condition].title,
  score: 7 + i,
  maxScore: MAX_SCORE,
  severity: 'MILD',
  evaluation: `Evaluation ${i}`,
  evaluationSource: 'ai',
  createdAt,
  tips: [...tipsFor(condition)],
  recommendedExperts: expertsFor(condition),
  needsCrisisSupport: i === 0,
  crisisResources: i === 0 ? DEFAULT_CRISIS_RESOURCES : [],
}));

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema({ pubSub: { publish: () => undefined, subscribe: () => [] } as never });
});

const running: ApolloServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function startServer(options: JitExecutorOptions = { compileAfter: 1 }) {
  const logger = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));
  const gateway = jitGateway(schema, options);
  const server = new ApolloServer({ gateway, formatError: createErrorFormatter(logger) });
  await server.start();
  running.push(server);
  return { server, gateway };
}

const member = (history: () => Promise<unknown>) => ({
  userId: '64b000000000000000000001',
  services: { assessments: { history, hasTaken: async () => true } },
});

async function runThrice(
  server: ApolloServer,
  query: string,
  contextValue: object,
  variables?: Record<string, unknown>,
): Promise<unknown[]> {
  const results: unknown[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    // As the client gets it: JSON.
    results.push(JSON.parse(JSON.stringify({ status: response.http.status ?? 200, ...response.body.singleResult })));
  }
  return results;
}

describe('operations executed compiled (graphql-jit)', () => {
  it('answers a member’s history the same when compiled, from the second request on', async () => {
    const { server, gateway } = await startServer();
    const [first, second, third] = await runThrice(
      server,
      TEST_HISTORY,
      member(async () => views),
    );
    expect(first).toMatchObject({ data: { testHistory: expect.any(Array) } });
    const history = (first as { data: { testHistory: { createdAt: string; tips: string[] }[] } }).data.testHistory;
    expect(history).toHaveLength(3);
    expect(history[0].createdAt).toBe('2026-11-20T10:00:00.000Z');
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(gateway.stats).toEqual({ compiled: 1, interpreted: 1, jit: 2 });
  });

  it('keeps the service’s message and code, and the path, for an error thrown in a resolver', async () => {
    const { server } = await startServer();
    const results = await runThrice(server, TEST_HISTORY, {
      userId: null,
      services: {},
    });
    for (const result of results) {
      expect(result).toEqual({
        status: 200,
        data: null,
        errors: [
          {
            message: 'Please sign in to continue.',
            locations: [{ line: 1, column: 21 }],
            path: ['testHistory'],
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      });
    }
  });

  it('refuses input the service refuses (a BAD_USER_INPUT naming the field) the same each time, saving nothing', async () => {
    const { server } = await startServer();
    const answers = Array.from({ length: 51 }, (_, i) => ({ questionId: `q${i}`, selectedAnswer: 'Not at all' }));
    // The service's first step with the real answers rule; `stored` counts what would be saved.
    let stored = 0;
    const submit = async (_userId: string, condition: Condition, submitted: unknown) => {
      parseInput(answersRule(condition), submitted, 'answers');
      stored++;
      return views[0];
    };
    const context = member(async () => views);
    const results = await runThrice(
      server,
      'mutation Submit($answers: [AnswerInput!]!) { submitAssessment(condition: DEPRESSION, answers: $answers) { id } }',
      { ...context, services: { assessments: { ...context.services.assessments, submit } } },
      { answers },
    );
    expect(stored).toBe(0);
    expect(results[0]).toMatchObject({
      data: null,
      errors: [
        {
          message: 'Please answer all questions.',
          path: ['submitAssessment'],
          extensions: { code: 'BAD_USER_INPUT', field: 'answers' },
        },
      ],
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('refuses a variable of the wrong type with graphql-js’s BAD_USER_INPUT (400), compiled or not', async () => {
    const { server } = await startServer();
    const results = await runThrice(
      server,
      'query Taken($condition: Condition!) { assessmentTaken(condition: $condition) }',
      member(async () => views),
      { condition: 'LONELINESS' },
    );
    expect(results[0]).toMatchObject({
      status: 400,
      errors: [{ message: expect.stringContaining('$condition'), extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    // ...while the same document with good variables runs compiled.
    const good = await runThrice(
      server,
      'query Taken($condition: Condition!) { assessmentTaken(condition: $condition) }',
      member(async () => views),
      { condition: 'ANXIETY' },
    );
    expect(good).toEqual(Array(3).fill({ status: 200, data: { assessmentTaken: true } }));
  });

  it('nulls a failed non-null field and its parent as graphql-js does', async () => {
    const { server } = await startServer();
    // A record without its required score: the list item cannot be null, so the whole field is.
    const broken = [{ ...views[0], score: null }];
    const results = await runThrice(
      server,
      TEST_HISTORY,
      member(async () => broken),
    );
    expect(results[0]).toMatchObject({
      data: null,
      errors: [{ path: ['testHistory', 0, 'score'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('compiles a document only from its eleventh request, and never a long one or introspection', async () => {
    const { server, gateway } = await startServer({});
    const run = async (query: string) => {
      const response = await server.executeOperation({ query }, { contextValue: member(async () => views) });
      expect(response.body.kind === 'single' && response.body.singleResult.errors).toBeUndefined();
    };
    for (let i = 0; i < 10; i++) await run(TEST_HISTORY);
    expect(gateway.stats).toEqual({ compiled: 0, interpreted: 10, jit: 0 });
    await run(TEST_HISTORY);
    expect(gateway.stats).toEqual({ compiled: 1, interpreted: 10, jit: 1 });

    // 2,001 characters: graphql-js however often it comes.
    const long = `query Long { testHistory { id ${' '.repeat(2001 - 'query Long { testHistory { id  } }'.length)} } }`;
    expect(long).toHaveLength(2001);
    const introspection = 'query Schema { __schema { queryType { name } } }';
    for (let i = 0; i < 12; i++) {
      await run(long);
      await run(introspection);
    }
    expect(gateway.stats).toEqual({ compiled: 1, interpreted: 34, jit: 1 });
  });

  it('keeps at most maxCompiled operations compiled; the others run through graphql-js', async () => {
    const { server, gateway } = await startServer({ compileAfter: 1, maxCompiled: 2 });
    for (const name of ['One', 'Two', 'Three']) {
      for (let i = 0; i < 3; i++) {
        const response = await server.executeOperation(
          { query: `query ${name} { testHistory { id } }` },
          { contextValue: member(async () => views) },
        );
        expect(response.body.kind === 'single' && response.body.singleResult.data).toEqual({
          testHistory: views.map(({ id }) => ({ id })),
        });
      }
    }
    expect(gateway.stats).toEqual({ compiled: 2, interpreted: 5, jit: 4 });
  });

  it('passes argument values to resolvers as data, never as code', async () => {
    const { server, gateway } = await startServer();
    const evil = '"); process.exit(3); ("`${process.exit(4)}` \u2028 \\ \' */ process.exit(5) /*';
    const seen: unknown[] = [];
    // Whatever the resolver asks of the services first receives the two strings, and stops there.
    const service = new Proxy(
      {},
      {
        get:
          () =>
          async (...args: unknown[]) => {
            seen.push(args.filter((a) => typeof a === 'string'));
            throw new Error('stop here');
          },
      },
    );
    const contextValue = {
      userId: null,
      ip: '127.0.0.1',
      session: {},
      services: new Proxy({}, { get: () => service }),
    };
    const password = '"); process.exit(6); //';
    const query = `mutation In { signIn(email: ${JSON.stringify(evil)}, password: ${JSON.stringify(password)}) { id } }`;
    for (let i = 0; i < 3; i++) await server.executeOperation({ query }, { contextValue });
    expect(seen).toEqual(Array(3).fill([evil, password, '127.0.0.1']));
    expect(gateway.stats.jit).toBe(2);
  });
});
