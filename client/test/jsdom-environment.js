// jsdom lacks some web APIs that Node has and that the libraries use (react-router's data router
// builds Fetch API Requests with AbortSignals; Apollo and the router encode text). Hand Node's own
// implementations to the test window, so that the objects all come from one realm.
import { TestEnvironment } from 'jest-environment-jsdom';

const fromNode = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

export default class JsdomWithNodeWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}
