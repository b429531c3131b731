import { subscriptionUrl } from './apollo';

describe('subscriptionUrl', () => {
  it('uses the page origin: ws for http, wss for https, same host and port, path /graphql', () => {
    expect(subscriptionUrl({ protocol: 'http:', host: '127.0.0.1:4000' })).toBe('ws://127.0.0.1:4000/graphql');
    expect(subscriptionUrl({ protocol: 'https:', host: 'mindcheck.example.com' })).toBe(
      'wss://mindcheck.example.com/graphql',
    );
  });
});
