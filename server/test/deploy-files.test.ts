// The deployment files, read as Docker would read them (no Docker engine runs here): the compose
// services, their ports and healthchecks, the Dockerfile's stages, and that every setting either of
// them gives the app is a variable the config module reads and .env.example documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONFIG_VARIABLES } from '../src/config.js';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  ports?: string[];
  environment?: Record<string, string | number | boolean | null>;
  env_file?: string | string[];
  healthcheck?: { test: string[] | string; interval?: string; timeout?: string; retries?: number };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parseYaml(read('docker-compose.yml')) as { services: Record<string, ComposeService> };
const services = compose.services;

/** `KEY=value` lines of .env.example (comments and blank lines aside). */
const envExample = new Map(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}
/** The Dockerfile as stages of instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op.toUpperCase() === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: match![1], name: match![2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}
const stages = parseDockerfile(read('Dockerfile'));
const runtime = stages.at(-1)!;
const all = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);

/** Variable names set by ENV lines (`ENV A=1 B=2` or `ENV A 1`). */
function envNames(args: string): string[] {
  return args.includes('=')
    ? [...args.matchAll(/(?<![A-Z0-9_])([A-Z_][A-Z0-9_]*)=/g)].map((m) => m[1])
    : [args.split(/\s+/)[0]];
}

const healthTest = (s: ComposeService) => {
  const test = s.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

describe('.env.example', () => {
  it('documents exactly the variables the config module reads', () => {
    expect([...envExample.keys()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('holds no secret values', () => {
    for (const name of [
      'SESSION_SECRET',
      'PAYSTACK_SECRET_KEY',
      'GEMINI_API_KEY',
      'GOOGLE_CLIENT_SECRET',
      'NOTES_ENCRYPTION_KEY',
      'NOTES_ENCRYPTION_KEYS_OLD',
    ]) {
      expect(envExample.get(name)).toBe('');
    }
  });
});

describe('docker-compose.yml', () => {
  it('runs MongoDB 7 or 8 as a single-node replica set, healthy only once primary', () => {
    const mongo = services.mongo;
    expect(mongo.image).toMatch(/^mongo:(7|8)(\.|$)/);
    const command = Array.isArray(mongo.command) ? mongo.command.join(' ') : String(mongo.command);
    const replSet = /--replSet\s+(\S+)/.exec(command)?.[1];
    expect(replSet).toBeTruthy();
    expect(healthTest(mongo)).toMatch(/rs\.initiate\(\{\s*_id:\s*'rs0'/);
    expect(healthTest(mongo)).toMatch(/isWritablePrimary/);
    expect(services.app.environment?.MONGODB_URI).toMatch(
      new RegExp(`^mongodb://mongo:27017/\\w+\\?replicaSet=${replSet}$`),
    );
    expect(mongo.ports).toContain('27017:27017');
  });

  it('runs Redis with a healthcheck, and the app uses it', () => {
    expect(services.redis.image).toMatch(/^redis:/);
    expect(healthTest(services.redis)).toMatch(/redis-cli ping/);
    expect(services.app.environment?.REDIS_URL).toBe('redis://redis:6379');
  });

  it('offers mailpit for local mail (SMTP 1025, web 8025) as the default SMTP_URL', () => {
    expect(services.mailpit.image).toMatch(/mailpit/);
    expect(services.mailpit.ports).toEqual(expect.arrayContaining(['1025:1025', '8025:8025']));
    expect(services.app.environment?.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
  });

  it('builds the app from the Dockerfile, in production, on port 4000, healthy when ready', () => {
    const app = services.app;
    expect(app.build).toBe('.');
    expect(app.env_file).toBe('.env');
    expect(app.environment?.NODE_ENV).toBe('production');
    expect(String(app.environment?.PORT)).toBe('4000');
    expect(app.ports).toEqual(['4000:4000']);
    expect(healthTest(app)).toMatch(/127\.0\.0\.1:4000\/readyz/);
    expect(app.depends_on).toEqual({
      mongo: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('insists on the secrets production needs instead of starting without them', () => {
    expect(services.app.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(services.app.environment?.PAYSTACK_SECRET_KEY).toMatch(/^\$\{PAYSTACK_SECRET_KEY:\?/);
    expect(services.app.environment?.NOTES_ENCRYPTION_KEY).toMatch(/^\$\{NOTES_ENCRYPTION_KEY:\?/);
  });

  it('offers Prometheus (profile metrics) scraping /metrics with the METRICS_TOKEN bearer token', () => {
    const prometheus = services.prometheus as ComposeService & { profiles?: string[]; secrets?: string[] };
    expect(prometheus.image).toMatch(/^prom\/prometheus:/);
    expect(prometheus.profiles).toEqual(['metrics']);
    expect(prometheus.secrets).toEqual(['metrics_token']);
    expect((compose as { secrets?: unknown }).secrets).toEqual({ metrics_token: { environment: 'METRICS_TOKEN' } });
    expect(services.app.environment?.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
    const scrape = parseYaml(read('deploy/prometheus.yml')) as {
      scrape_configs: {
        metrics_path: string;
        authorization: { type: string; credentials_file: string };
        static_configs: { targets: string[] }[];
      }[];
    };
    expect(scrape.scrape_configs[0]).toMatchObject({
      metrics_path: '/metrics',
      authorization: { type: 'Bearer', credentials_file: '/run/secrets/metrics_token' },
      static_configs: [{ targets: ['app:4000'] }],
    });
  });

  it('passes the app only variables that the config reads and .env.example documents', () => {
    const passed = Object.keys(services.app.environment ?? {});
    const interpolated = [...JSON.stringify(services.app.environment).matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map(
      (m) => m[1],
    );
    expect(passed.length).toBeGreaterThan(5);
    for (const name of new Set([...passed, ...interpolated])) {
      expect({ name, inConfig: CONFIG_VARIABLES.includes(name), inEnvExample: envExample.has(name) }).toEqual({
        name,
        inConfig: true,
        inEnvExample: true,
      });
    }
  });
});

describe('Dockerfile', () => {
  it('builds every stage on Node 24', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    // A stage may start from an earlier one (`FROM manifests AS build`): its image is that stage's.
    const image = (stage: Stage): string => {
      const earlier = stages.find((s) => s.name === stage.from && s !== stage);
      return earlier ? image(earlier) : stage.from;
    };
    for (const stage of stages) expect(image(stage)).toMatch(/^node:24([.-]|$)/);
  });

  it('builds the client and the server in a build stage', () => {
    const build = stages.find((s) => all(s, 'RUN').some((r) => /npm run build/.test(r)));
    expect(build?.name).toBeTruthy();
    expect(all(runtime, 'COPY')).toEqual(
      expect.arrayContaining([
        `--from=${build!.name} /app/server/dist ./server/dist`,
        `--from=${build!.name} /app/client/dist ./client/dist`,
        `--from=${build!.name} /app/common/dist ./common/dist`,
      ]),
    );
  });

  it('ships production dependencies only', () => {
    const copies = all(runtime, 'COPY').filter((c) => /node_modules/.test(c));
    expect(copies).toHaveLength(1);
    const from = /--from=(\S+)/.exec(copies[0])?.[1];
    const deps = stages.find((s) => s.name === from);
    expect(deps).toBeDefined();
    const install = all(deps!, 'RUN').join(' ');
    expect(install).toMatch(/npm ci\b/);
    expect(install).toMatch(/--omit=dev/);
    expect(all(runtime, 'RUN').join(' ')).not.toMatch(/npm (ci|install)/);
  });

  it('runs as a non-root user, in production, with a readiness healthcheck', () => {
    const user = all(runtime, 'USER');
    expect(user).toHaveLength(1);
    expect(user[0]).not.toMatch(/^(root|0)(:|$)/);
    const users = runtime.instructions.map((i) => i.op);
    // USER comes before the command, so nothing after it runs as root.
    expect(users.lastIndexOf('USER')).toBeLessThan(users.lastIndexOf('CMD'));
    expect(all(runtime, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
    expect(all(runtime, 'EXPOSE')).toEqual(['4000']);
    expect(all(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/readyz/);
    expect(all(runtime, 'CMD')).toEqual(['["node", "--conditions=@mindcheck/dist", "server/dist/index.js"]']);
  });

  it('sets only variables the config reads and .env.example documents', () => {
    const names = stages.flatMap((s) => all(s, 'ENV').flatMap(envNames));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect({ name, ok: CONFIG_VARIABLES.includes(name) && envExample.has(name) }).toEqual({ name, ok: true });
  });

  it('keeps secrets, local data and build output out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(['.env', 'node_modules', 'data', '.git']));
  });
});
